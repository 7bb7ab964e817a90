package org.scratchpadinspector.testformat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;

/**
 * The tiny format's time travel: restoring a step's state makes memory.json that state (pretty-printed as the
 * section editor writes it); a fork is a new folder with the steps before one and memory.json as that step's
 * before, and {@code .inspector/fork.json} naming its source.
 */
final class TinyTimeTravel implements TimeTravel {
    static final String FORK_RECORD = "fork.json";

    private final TinySource source;

    TinyTimeTravel(TinySource source) {
        this.source = source;
    }

    @Override
    public EditPreview restore(HistoryPoint point) throws IOException {
        if (point.unit() == null) {
            throw new IllegalArgumentException(TinySource.MEMORY + " is the memory now: restore a step's state");
        }
        TinySource.Step step = step(point.unit());
        Map<String, Object> state = point.state().equals("before") ? step.before() : step.after();
        Path file = source.directory().resolve(TinySource.MEMORY);
        byte[] now;
        try {
            now = Files.readAllBytes(file);
        } catch (NoSuchFileException absent) {
            now = new byte[0];
        }
        String text = TinySource.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(state) + "\n";
        return new EditPreview(point.unit(), "restore", Map.of("state", point.unit().text() + ":" + point.state()),
                file, now.length == 0 ? Hashes.ABSENT : Hashes.sha256(now), new String(now, StandardCharsets.UTF_8),
                text);
    }

    @Override
    public String fork(UnitId unit, Path destination) throws IOException {
        TinySource.Step at = step(unit);
        StringBuilder earlier = new StringBuilder();
        for (TinySource.Step step : source.steps()) {
            if (step.id().equals(unit.text())) {
                break;
            }
            earlier.append(TinySource.JSON.writeValueAsString(Map.of("id", step.id(), "before", step.before(),
                    "after", step.after()))).append('\n');
        }
        TinyFormat.write(destination, earlier.toString(),
                TinySource.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(at.before()) + "\n");
        Path record = Files.createDirectories(destination.resolve(".inspector")).resolve(FORK_RECORD);
        Files.writeString(record, TinySource.JSON.writeValueAsString(Map.of("source",
                source.directory().toAbsolutePath().toString(), "unit", unit.text())));
        return destination + "\nforked at " + unit.text();
    }

    @Override
    public String restoresAs() {
        return TinySource.MEMORY;
    }

    @Override
    public Optional<Path> forkedFrom() throws IOException {
        Path record = source.directory().resolve(".inspector").resolve(FORK_RECORD);
        if (!Files.isRegularFile(record)) {
            return Optional.empty();
        }
        JsonNode from = TinySource.JSON.readTree(record.toFile()).path("source");
        return from.isTextual() ? Optional.of(Path.of(from.asText())) : Optional.empty();
    }

    private TinySource.Step step(UnitId unit) {
        return source.steps().stream().filter(s -> s.id().equals(unit.text())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no step " + unit.text() + " in " + source.directory()));
    }
}
