package org.scratchpadinspector.ui.timetravel;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.stage.Window;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.formats.yamlcycles.ForkRecord;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource;
import org.scratchpadinspector.ui.common.FacetGate;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.common.UnavailableItem;
import org.scratchpadinspector.ui.edit.EditModeSignals;
import org.scratchpadinspector.ui.edit.EditSession;
import org.scratchpadinspector.ui.edit.SectionEditorView;
import org.scratchpadinspector.ui.edit.SectionEditorViewModel;
import org.scratchpadinspector.ui.main.Settings;
import org.scratchpadinspector.ui.runs.RunsCompareView;

/**
 * The window's Time Travel menu (and the same actions on the list's rows), acting on the selected cycle, which each
 * item names: restore its {@code _before} or {@code _after} as active.yaml, fork from it (the fork is shown in this
 * window, with Back to the run it was made from), re-run it with an edit, and compare this run with another.
 */
public final class TimeTravelFeature {
    private final InspectorContext context;
    private final EditSession session;
    private final Settings settings;
    private final Supplier<Window> owner;
    private final Consumer<Path> openFork;

    /** @param openFork shows a fork just made in this window, in place of the run it was made from */
    public TimeTravelFeature(InspectorContext context, EditSession session, Settings settings, Supplier<Window> owner,
                             Consumer<Path> openFork) {
        this.context = context;
        this.session = session;
        this.settings = settings;
        this.owner = owner;
        this.openFork = openFork;
    }

    /**
     * The menu: each item is there where the open source offers what it needs ({@code timeTravel} for restore,
     * {@code forkGate} for a fork, {@code liveControl} for a re-run, {@code compareRuns} for the comparison of two runs), otherwise greyed
     * with the reason in its tooltip; {@code say} shows a reason in the status bar.
     */
    public Menu menu(FacetGate timeTravel, FacetGate forkGate, FacetGate liveControl, FacetGate compareRuns, Consumer<String> say) {
        Menu menu = new Menu("Time T_ravel", null,
                items(timeTravel, forkGate, liveControl, compareRuns, say).toArray(MenuItem[]::new));
        menu.setId("timetravel-menu");
        return menu;
    }

    /** The same actions on the list's rows. */
    public ContextMenu contextMenu(FacetGate timeTravel, FacetGate forkGate, FacetGate liveControl, FacetGate compareRuns,
                                   Consumer<String> say) {
        return new ContextMenu(items(timeTravel, forkGate, liveControl, compareRuns, say).toArray(MenuItem[]::new));
    }

    /** The items, each naming the cycle it acts on ("Restore 20260401_103637's before as active.yaml…"). */
    private List<MenuItem> items(FacetGate timeTravel, FacetGate forkGate, FacetGate liveControl, FacetGate compareRuns,
                                 Consumer<String> say) {
        BooleanBinding noCycle = javafx.beans.binding.Bindings.createBooleanBinding(() -> selectedCycle() == null,
                context.selectedUnitProperty());
        BooleanBinding noUnit = context.selectedUnitProperty().isNull();
        MenuItem before = item(named("Restore %s's before as %s…"), "timetravel-restore-before", noCycle,
                () -> restore(Side.BEFORE));
        MenuItem after = item(named("Restore %s's after as %s…"), "timetravel-restore-after", noCycle,
                () -> restore(Side.AFTER));
        MenuItem fork = item(named("Fork from %s…"), "timetravel-fork", noUnit, this::fork);
        MenuItem rerun = item(named("Re-run %s with an Edit…"), "timetravel-rerun", noUnit, this::rerun);
        MenuItem compare = item(javafx.beans.binding.Bindings.createStringBinding(() -> "Compare with Another Run…"),
                "timetravel-compare", context.sourceProperty().isNull(), this::compareWithAnotherRun);
        List<MenuItem> items = new java.util.ArrayList<>();
        items.addAll(UnavailableItem.gated(before, timeTravel, say));
        items.addAll(UnavailableItem.gated(after, timeTravel, say));
        items.add(new SeparatorMenuItem());
        items.addAll(UnavailableItem.gated(fork, forkGate, say));
        items.addAll(UnavailableItem.gated(rerun, liveControl, say));
        items.add(new SeparatorMenuItem());
        items.addAll(UnavailableItem.gated(compare, compareRuns, say));
        return items;
    }

    /**
     * {@code pattern} with the selected cycle's id ("cycle …" while none is selected) and what a restore writes;
     * on another source, in its words ("the selected turn", "the memory").
     */
    private javafx.beans.binding.StringBinding named(String pattern) {
        return javafx.beans.binding.Bindings.createStringBinding(() -> {
            CycleId id = selectedCycle();
            boolean cycles = scratchpad() != null;
            String unit = id != null ? "cycle " + id : "the selected " + (cycles ? "cycle" : kind());
            return String.format(pattern, unit, cycles ? "active.yaml" : "the memory");
        }, context.selectedUnitProperty(), context.sourceProperty());
    }

    /** The open source's seed-000 scratchpad, or null (another format, or none open). */
    private Scratchpad scratchpad() {
        return context.source() instanceof YamlCyclesSource cycles ? cycles.scratchpad() : null;
    }

    /** The selected unit as a cycle id, or null when none is selected or it is no cycle id. */
    private CycleId selectedCycle() {
        org.scratchpadinspector.model.UnitId unit = context.selectedUnitProperty().get();
        return unit == null || CycleId.whyInvalid(unit.text()) != null ? null : CycleId.parse(unit.text());
    }

    private String kind() {
        org.scratchpadinspector.model.MemorySource source = context.source();
        return source == null ? "unit" : source.facet(org.scratchpadinspector.model.History.class)
                .map(org.scratchpadinspector.model.History::unitKind).orElse("unit");
    }

    private static MenuItem item(javafx.beans.value.ObservableValue<String> text, String id, BooleanBinding disabled,
                                 Runnable action) {
        MenuItem item = new MenuItem();
        item.textProperty().bind(text);
        item.setId(id);
        // ids hold underscores, which are not mnemonics
        item.setMnemonicParsing(false);
        item.disableProperty().bind(disabled);
        item.setOnAction(e -> action.run());
        return item;
    }

    public javafx.stage.Stage restore(Side side) {
        CycleId id = selectedCycle();
        return id == null ? null : RestoreView.open(new RestoreViewModel(session, context.runner()), id, side, owner.get());
    }

    public javafx.stage.Stage fork() {
        org.scratchpadinspector.model.MemorySource source = context.source();
        org.scratchpadinspector.model.UnitId id = context.selectedUnitProperty().get();
        if (source == null || id == null) {
            return null;
        }
        ForkViewModel vm = new ForkViewModel(context.runner());
        vm.prepare(source, id);
        javafx.stage.Stage stage = ForkView.open(vm, owner.get());
        vm.onForked(made -> {
            stage.close();
            openFork.accept(made);
        });
        return stage;
    }

    public javafx.stage.Stage rerun() {
        org.scratchpadinspector.model.MemorySource source = context.source();
        org.scratchpadinspector.model.UnitId id = context.selectedUnitProperty().get();
        if (source == null || id == null) {
            return null;
        }
        RerunViewModel vm = new RerunViewModel(context.runner(), settings);
        vm.prepare(source, id);
        javafx.stage.Stage stage = RerunView.open(vm, made -> editFork(made, vm), owner.get());
        vm.onCompare((from, fork) -> RunsCompareView.open(context.runner(), from, fork, stage));
        return stage;
    }

    /** The section editor on the fork: its own edit session over the fork, where nothing runs yet (Files mode). */
    private void editFork(Path made, RerunViewModel vm) {
        TaskRunner runner = context.runner();
        runner.submit("open the fork", () -> Scratchpad.open(made), pad -> {
            InspectorContext forkContext = new InspectorContext(runner);
            forkContext.open(new YamlCyclesSource(pad));
            EditSession forkSession = new EditSession(forkContext, new EditModeSignals(new SimpleObjectProperty<>(),
                    new SimpleBooleanProperty(false), new SimpleBooleanProperty(false)), Clock.systemUTC());
            javafx.stage.Stage editor = SectionEditorView.open(forkSession, SectionEditorViewModel.Target.SECTION,
                    owner.get());
            editor.setTitle("Edit the fork: " + made);
            editor.addEventHandler(javafx.stage.WindowEvent.WINDOW_HIDDEN, e -> forkSession.close());
        }, error -> vm.say("Could not open the fork: " + error.getMessage()));
    }

    /**
     * Compares this run with another; a cycle scratchpad fork's source (from its fork.json) is proposed as A, and
     * another source's folder is the first run, the second to be chosen.
     */
    public void compareWithAnotherRun() {
        Scratchpad pad = scratchpad();
        if (pad == null) {
            org.scratchpadinspector.model.MemorySource source = context.source();
            if (source != null) {
                RunsCompareView.open(context.runner(), source.directory(), null, owner.get());
            }
            return;
        }
        Path here = ScratchpadLocation.agentRootOf(pad.location().directory());
        context.runner().submit("read fork.json", () -> ForkRecord.read(here), record -> {
            if (record.isPresent()) {
                RunsCompareView.open(context.runner(), record.get().source(), here, owner.get());
            } else {
                RunsCompareView.open(context.runner(), here, null, owner.get());
            }
        }, error -> RunsCompareView.open(context.runner(), here, null, owner.get()));
    }
}
