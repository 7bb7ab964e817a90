package org.scratchpadinspector.ui.timetravel;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.scratchpadinspector.engine.edit.SectionEditing;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;
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
 * The window's Time Travel menu (and the same actions on the list's rows), acting on the selected unit, which each
 * item names in the source's words: restore one of its states as the memory ("Restore cycle X's before as
 * active.yaml…", "Restore version X as the memory…"), fork from it (the fork is shown in this window, with Back to
 * the run it was made from), re-run it with an edit, and compare this run with another. Everything goes through the
 * open source's facets ({@link TimeTravel}, {@link History}); nothing here names a format.
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

    /**
     * The items, each naming the unit it acts on. The first restore item restores the state the unit started from,
     * the second the state it ended with; a source whose unit is one state has the first only.
     */
    private List<MenuItem> items(FacetGate timeTravel, FacetGate forkGate, FacetGate liveControl, FacetGate compareRuns,
                                 Consumer<String> say) {
        BooleanBinding noUnit = context.selectedUnitProperty().isNull();
        MenuItem first = item(restoreText(0), "timetravel-restore-before", noUnit, () -> restore(0));
        MenuItem second = item(restoreText(1), "timetravel-restore-after", noUnit, () -> restore(1));
        MenuItem fork = item(named("Fork from %s…"), "timetravel-fork", noUnit, this::fork);
        MenuItem rerun = item(named("Re-run %s with an Edit…"), "timetravel-rerun", noUnit, this::rerun);
        MenuItem compare = item(Bindings.createStringBinding(() -> "Compare with Another Run…"),
                "timetravel-compare", context.sourceProperty().isNull(), this::compareWithAnotherRun);
        List<MenuItem> items = new ArrayList<>();
        items.addAll(UnavailableItem.gated(first, timeTravel, say));
        items.addAll(secondState(second, timeTravel, say));
        items.add(new SeparatorMenuItem());
        items.addAll(UnavailableItem.gated(fork, forkGate, say));
        items.addAll(UnavailableItem.gated(rerun, liveControl, say));
        items.add(new SeparatorMenuItem());
        items.addAll(UnavailableItem.gated(compare, compareRuns, say));
        return items;
    }

    /** The second restore item and its stand-in, both absent where the source's unit is one state. */
    private List<MenuItem> secondState(MenuItem second, FacetGate timeTravel, Consumer<String> say) {
        BooleanBinding twoStates = Bindings.createBooleanBinding(() -> states(context.source()).size() > 1,
                context.sourceProperty());
        FacetGate gate = FacetGate.needing(context, TimeTravel.class, timeTravel.availableProperty().and(twoStates),
                source -> timeTravel.isAvailable() ? "A " + kind() + " is one state: restore it with the item above."
                        : timeTravel.reason());
        List<MenuItem> pair = UnavailableItem.gated(second, gate, say);
        MenuItem standIn = pair.get(1);
        standIn.visibleProperty().unbind();
        standIn.visibleProperty().bind(gate.availableProperty().not().and(twoStates));
        return pair;
    }

    /** The states a restore offers on {@code source}: before and after where it offers no time travel (greyed). */
    private static List<String> states(MemorySource source) {
        return source == null ? List.of("before", "after")
                : source.facet(TimeTravel.class).map(TimeTravel::restoredStates).orElse(List.of("before", "after"));
    }

    /** "Restore cycle X's before as active.yaml…", or for a unit of one state "Restore version X as the memory…". */
    private StringBinding restoreText(int which) {
        return Bindings.createStringBinding(() -> {
            List<String> states = states(context.source());
            String target = context.source() == null ? "the memory" : context.source().facet(TimeTravel.class)
                    .map(TimeTravel::restoresAs).orElse("the memory");
            String unit = unitWords();
            if (states.size() == 1) {
                return "Restore " + unit + " as " + target + "…";
            }
            return "Restore " + unit + "'s " + states.get(Math.min(which, states.size() - 1)) + " as " + target + "…";
        }, context.selectedUnitProperty(), context.sourceProperty());
    }

    /** {@code pattern} with the selected unit in the source's word ("the selected turn" while none is selected). */
    private StringBinding named(String pattern) {
        return Bindings.createStringBinding(() -> String.format(pattern, unitWords()), context.selectedUnitProperty(),
                context.sourceProperty());
    }

    private String unitWords() {
        UnitId id = context.selectedUnitProperty().get();
        return id != null ? kind() + " " + id.text() : "the selected " + kind();
    }

    private String kind() {
        MemorySource source = context.source();
        return source == null ? "unit" : source.unitWord();
    }

    private static MenuItem item(ObservableValue<String> text, String id, BooleanBinding disabled, Runnable action) {
        MenuItem item = new MenuItem();
        item.textProperty().bind(text);
        item.setId(id);
        // ids hold underscores, which are not mnemonics
        item.setMnemonicParsing(false);
        item.disableProperty().bind(disabled);
        item.setOnAction(e -> action.run());
        return item;
    }

    /**
     * Opens the restore of the selected unit's state number {@code which} of {@link TimeTravel#restoredStates()}
     * (0: the state it started from); null when nothing is selected or the source offers no time travel.
     */
    public Stage restore(int which) {
        MemorySource source = context.source();
        UnitId id = context.selectedUnitProperty().get();
        List<String> states = states(source);
        if (source == null || id == null || source.facet(TimeTravel.class).isEmpty() || which >= states.size()) {
            return null;
        }
        return RestoreView.open(new RestoreViewModel(source, session, context.runner(), context.historyPoints()), id, states.get(which),
                owner.get());
    }

    public Stage fork() {
        MemorySource source = context.source();
        UnitId id = context.selectedUnitProperty().get();
        if (source == null || id == null) {
            return null;
        }
        ForkViewModel vm = new ForkViewModel(context.runner());
        vm.prepare(source, id);
        Stage stage = ForkView.open(vm, owner.get());
        vm.onForked(made -> {
            stage.close();
            openFork.accept(made);
        });
        return stage;
    }

    public Stage rerun() {
        MemorySource source = context.source();
        UnitId id = context.selectedUnitProperty().get();
        if (source == null || id == null) {
            return null;
        }
        RerunViewModel vm = new RerunViewModel(context.runner(), settings);
        vm.prepare(source, id);
        Stage stage = RerunView.open(vm, made -> editFork(made, vm), owner.get());
        vm.onCompare((from, fork) -> RunsCompareView.open(context.runner(), from, fork, stage));
        return stage;
    }

    /**
     * The section editor on the fork: the fork opened as the window opens a directory (in the format found there),
     * with its own edit session, where nothing runs yet (Files mode); a fork whose format offers no section editing
     * says so.
     */
    private void editFork(Path made, RerunViewModel vm) {
        TaskRunner runner = context.runner();
        runner.submit("open the fork", () -> Formats.registry().open(made, SourceOptions.NOW, Cancellation.NONE),
                fork -> {
                    if (fork.facet(SectionEditing.class).isEmpty()) {
                        vm.say(fork.lacks(SectionEditing.class));
                        return;
                    }
                    InspectorContext forkContext = new InspectorContext(runner);
                    forkContext.open(fork);
                    EditSession forkSession = new EditSession(forkContext, new EditModeSignals(
                            new SimpleObjectProperty<>(), new SimpleBooleanProperty(false),
                            new SimpleBooleanProperty(false)), Clock.systemUTC());
                    Stage editor = SectionEditorView.open(forkSession, SectionEditorViewModel.Target.SECTION,
                            owner.get());
                    editor.setTitle("Edit the fork: " + made);
                    editor.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> forkSession.close());
                }, error -> vm.say("Could not open the fork: " + error.getMessage()));
    }

    /**
     * Compares this run with another: where this run is a fork ({@link TimeTravel#forkedFrom()}), its source is
     * proposed as A and this run as B; otherwise this run is A, the other to be chosen.
     */
    public void compareWithAnotherRun() {
        MemorySource source = context.source();
        if (source == null) {
            return;
        }
        Path here = source.directory();
        Optional<TimeTravel> travel = source.facet(TimeTravel.class);
        if (travel.isEmpty()) {
            RunsCompareView.open(context.runner(), here, null, owner.get());
            return;
        }
        context.runner().submit("read where this run was forked from", () -> travel.get().forkedFrom(), from -> {
            if (from.isPresent()) {
                RunsCompareView.open(context.runner(), from.get(), here, owner.get());
            } else {
                RunsCompareView.open(context.runner(), here, null, owner.get());
            }
        }, error -> RunsCompareView.open(context.runner(), here, null, owner.get()));
    }
}
