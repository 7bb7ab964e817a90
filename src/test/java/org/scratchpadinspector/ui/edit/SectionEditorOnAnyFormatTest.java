package org.scratchpadinspector.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.testformat.TinyFormat;
import org.scratchpadinspector.testformat.TinySource;
import org.scratchpadinspector.testsupport.JsonUnitsProvider;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * The section editor, Undo Last Edit and the journal view on the test-only format, which offers SectionEditing with
 * no help from seed 000's code: the screens work for any format offering the facet, and name its file.
 */
class SectionEditorOnAnyFormatTest {
    static final String STEPS = """
            {"id": "s1", "before": {"goal": "draft", "notes": ""}, "after": {"goal": "draft", "notes": "read"}}
            """;
    static final String MEMORY = "{\"goal\": \"draft\", \"notes\": \"read\"}\n";

    @TempDir
    Path dir;
    private Path memory;
    private EditSession session;

    @BeforeEach
    void open() throws Exception {
        TinyFormat.write(dir, STEPS, MEMORY);
        memory = dir.resolve("memory.json");
        InspectorContext context = new InspectorContext(new InlineTaskRunner());
        context.open(new TinySource(dir));
        session = new EditSession(context, new EditModeSignals(new SimpleObjectProperty<ControlClient>(),
                new SimpleBooleanProperty(), new SimpleBooleanProperty()), Clock.systemUTC());
    }

    private SectionEditorViewModel replace(String section, String value) {
        SectionEditorViewModel vm = new SectionEditorViewModel(session, SectionEditorViewModel.Target.SECTION);
        vm.load();
        vm.sectionProperty().set(section);
        vm.operationProperty().set(SectionOperation.REPLACE);
        vm.textProperty().set(value);
        return vm;
    }

    @Test
    void theEditorListsTheFormatsSectionsPreviewsInItsSyntaxAndWritesItsFile() throws Exception {
        SectionEditorViewModel vm = replace("goal", "\"ship\"");

        assertThat(vm.sections()).containsExactly("goal", "notes", SectionEditorViewModel.NEW_SECTION);
        assertThat(vm.preview()).contains(new DiffLine(DiffLine.Kind.REMOVED, "  \"goal\" : \"draft\","),
                new DiffLine(DiffLine.Kind.ADDED, "  \"goal\" : \"ship\","));
        assertThat(vm.pathTextProperty().get()).contains("written to memory.json now");
        assertThat(Files.readString(memory)).isEqualTo(MEMORY);

        vm.apply();

        assertThat(vm.statusProperty().get()).startsWith("Written to memory.json (replace goal)");
        assertThat(Files.readString(memory)).contains("\"goal\" : \"ship\"");
        assertThat(session.edits()).singleElement().satisfies(row -> {
            assertThat(row.status()).isEqualTo("applied");
            assertThat(row.detail()).startsWith("written to memory.json ");
        });
    }

    @Test
    void aValueThatDoesNotReadInTheFormatsSyntaxIsRefusedWithLineAndColumn() {
        SectionEditorViewModel vm = replace("goal", "{\"unclosed\": ");

        assertThat(vm.planProperty().get()).isNull();
        assertThat(vm.problemProperty().get()).startsWith("Line 1, column ");
        assertThat(vm.problemLineProperty().get()).isEqualTo(1);
    }

    @Test
    void undoPutsTheFileBackByteForByteAndTheJournalListsTheEditAndItsUndo() throws Exception {
        replace("goal", "\"ship\"").apply();
        UndoViewModel undo = new UndoViewModel(session);

        undo.load();
        assertThat(undo.canUndoProperty().get()).isTrue();
        assertThat(undo.messageProperty().get()).contains("memory.json goes back to the version before it");
        undo.undo();

        assertThat(undo.doneProperty().get()).isTrue();
        assertThat(Files.readString(memory)).isEqualTo(MEMORY);
        JournalViewModel journal = new JournalViewModel(session);
        journal.reload();
        assertThat(journal.rows()).extracting(JournalRow::status).containsExactly("undone", "applied");
        assertThat(journal.rows()).extracting(JournalRow::operation).containsExactly("undo replace goal", "replace goal");
        assertThat(journal.summaryProperty().get()).startsWith("2 edits, 2 lines");
    }

    @Test
    void aSourceWithoutTheFacetOpensNoEditor() throws Exception {
        Path units = Files.createDirectories(dir.resolve("units"));
        JsonUnitsProvider.write(units, "u1", "ok", "a", "b");
        JsonUnitsProvider provider = new JsonUnitsProvider();
        InspectorContext context = new InspectorContext(new InlineTaskRunner());
        context.open(provider.open(provider.recognise(units), SourceOptions.NOW, Cancellation.NONE));
        EditSession none = new EditSession(context, new EditModeSignals(new SimpleObjectProperty<ControlClient>(),
                new SimpleBooleanProperty(), new SimpleBooleanProperty()), Clock.systemUTC());

        assertThat(none.editor()).isNull();
        assertThat(none.memoryFile()).isEqualTo("the memory file");
    }
}
