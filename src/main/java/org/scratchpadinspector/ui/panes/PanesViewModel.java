package org.scratchpadinspector.ui.panes;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.HistoryPoints;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The selected unit's first two states and the memory now, side by side, in every format: follows the selection,
 * loads and diffs in the background, reloads when a change touches the unit or the memory now, and navigates the
 * changes.
 */
public final class PanesViewModel {

    /** Why the panes were published: a refresh keeps the scroll position, a new unit starts at the top. */
    public enum Update { NEW_CYCLE, REFRESH, RENDERING, FOLDS }

    /** The panes with the update that produced them. */
    public record Published(PaneStack panes, Update update) {
    }

    private final InspectorContext context;
    private final ReadOnlyObjectWrapper<Published> published =
            new ReadOnlyObjectWrapper<>(this, "published", new Published(PaneStack.empty(), Update.NEW_CYCLE));
    private final BooleanProperty raw = new SimpleBooleanProperty(this, "raw", false);
    private final BooleanProperty activeShown = new SimpleBooleanProperty(this, "activeShown", true);
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyStringWrapper activeNote = new ReadOnlyStringWrapper(this, "activeNote", "");
    private final ReadOnlyBooleanWrapper activeDiverges = new ReadOnlyBooleanWrapper(this, "activeDiverges");
    private final ReadOnlyStringWrapper noNow = new ReadOnlyStringWrapper(this, "noNow", "");
    private final ReadOnlyObjectWrapper<ChangeTarget> changeTarget = new ReadOnlyObjectWrapper<>(this, "changeTarget");
    private final ReadOnlyStringWrapper changePosition = new ReadOnlyStringWrapper(this, "changePosition", "");
    private final ReadOnlyIntegerWrapper changeCount = new ReadOnlyIntegerWrapper(this, "changeCount");
    private final ReadOnlyStringWrapper loadError = new ReadOnlyStringWrapper(this, "loadError");
    private final Map<PaneSide, Set<Integer>> expandedFolds = new EnumMap<>(PaneSide.class);

    private final BlameGutterModel activeBlame;
    private final SearchHighlight searchHighlight = new SearchHighlight(raw);
    private PaneStack loaded = PaneStack.empty();
    private Cancellation pending = new Cancellation();
    private int cursorLine = -1;
    private int currentChange = -1;
    /** How the history names the memory now ("active.yaml"), once known: a change of that file reloads the panes. */
    private String nowLabel;

    public PanesViewModel(InspectorContext context) {
        this.context = context;
        this.activeBlame = new BlameGutterModel(context);
        for (PaneSide side : PaneSide.values()) {
            expandedFolds.put(side, new HashSet<>());
        }
        context.selectedUnitProperty().addListener((o, was, now) -> load(Update.NEW_CYCLE));
        context.sourceProperty().addListener((o, was, now) -> load(Update.NEW_CYCLE));
        // An invalidation listener: a change listener would miss a second, equal DirectoryChange.
        context.lastChangeProperty().addListener(o -> {
            DirectoryChange change = context.lastChangeProperty().get();
            if (change != null && touchesSelection(change)) {
                load(Update.REFRESH);
            }
        });
        raw.addListener((o, was, now) -> load(Update.RENDERING));
        activeShown.addListener((o, was, now) -> {
            expandedFolds.values().forEach(Set::clear);
            publish(Update.FOLDS);
        });
        // a source with no memory now: its panes fold as with the Now pane off
        noNow.addListener((o, was, now) -> publish(Update.FOLDS));
        if (context.selectedUnitProperty().get() != null) {
            load(Update.NEW_CYCLE);
        }
    }

    public TaskRunner runner() {
        return context.runner();
    }

    /** The Now pane's blame gutter: who changed each top-level key of the memory now last. */
    public BlameGutterModel activeBlame() {
        return activeBlame;
    }

    /** The search's query highlighted in the panes, and the hit stepped to. */
    public SearchHighlight searchHighlight() {
        return searchHighlight;
    }

    /** The three panes, republished on every load, raw toggle and fold change. */
    public ReadOnlyObjectProperty<Published> publishedProperty() {
        return published.getReadOnlyProperty();
    }

    public PaneStack panes() {
        return published.get().panes();
    }

    public PaneModel pane(PaneSide side) {
        return panes().pane(side);
    }

    /** True: the bytes on disk; false (default): the decoded rendering. */
    public BooleanProperty rawProperty() {
        return raw;
    }

    /**
     * Whether the Active pane is shown (it can be hidden to give Before and After the room); while it is hidden,
     * the folds hide the rows identical in Before and After, whatever the memory now holds there.
     */
    public BooleanProperty activeShownProperty() {
        return activeShown;
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty activeNoteProperty() {
        return activeNote.getReadOnlyProperty();
    }

    /** True when the memory now differs from the unit's last state beyond what the agent rewrites between units. */
    /**
     * Why the open source has no memory now to show beside a unit (its units are all there is), or empty when it
     * has one; while it says why, the Now pane is off and Before and After share its room.
     */
    public ReadOnlyStringProperty noNowProperty() {
        return noNow.getReadOnlyProperty();
    }

    /** Whether the Now pane is on: shown by the toggle, and something to show. */
    public boolean nowPaneShown() {
        return activeShown.get() && noNow.get().isEmpty();
    }

    public ReadOnlyBooleanProperty activeDivergesProperty() {
        return activeDiverges.getReadOnlyProperty();
    }

    /** Set by next/previous change; the View scrolls there. */
    public ReadOnlyObjectProperty<ChangeTarget> changeTargetProperty() {
        return changeTarget.getReadOnlyProperty();
    }

    /** "5 changes", "change 2 of 5" or "no changes". */
    public ReadOnlyStringProperty changePositionProperty() {
        return changePosition.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty changeCountProperty() {
        return changeCount.getReadOnlyProperty();
    }

    /** A load that failed outright (never expected: file problems are shown per pane). */
    public ReadOnlyStringProperty loadErrorProperty() {
        return loadError.getReadOnlyProperty();
    }

    public void toggleRaw() {
        raw.set(!raw.get());
    }

    public void reload() {
        load(Update.REFRESH);
    }

    /** Where the operator is (a caret or click), so that next/previous change go on from there. */
    public void setCursor(PaneSide side, int realLine) {
        PaneStack p = loaded;
        if (p.changeSide() != null) {
            cursorLine = p.correspondingLine(side, realLine, p.changeSide());
            currentChange = -1;
        }
    }

    public ChangeTarget nextChange() {
        List<ChangeLocation> changes = loaded.changes();
        for (int i = 0; i < changes.size(); i++) {
            ChangeLocation c = changes.get(i);
            if (c.order() > cursorLine || currentChange >= 0 && i > currentChange && c.order() == cursorLine) {
                return goTo(i);
            }
        }
        return null;
    }

    public ChangeTarget previousChange() {
        List<ChangeLocation> changes = loaded.changes();
        for (int i = changes.size() - 1; i >= 0; i--) {
            if (changes.get(i).order() < cursorLine || i < currentChange && changes.get(i).order() == cursorLine) {
                return goTo(i);
            }
        }
        return null;
    }

    /** Opens the fold that hides row {@code line} in every pane (the panes share their folds); false when none. */
    public boolean expandFold(PaneSide side, int line) {
        boolean opened = false;
        for (PaneSide each : PaneSide.values()) {
            for (FoldRegion f : folds(loaded.pane(each))) {
                if (f.contains(line) && expandedFolds.get(each).add(f.start())) {
                    opened = true;
                }
            }
        }
        if (opened) {
            publish(Update.FOLDS);
        }
        return opened;
    }

    public void expandAll() {
        for (PaneSide side : PaneSide.values()) {
            folds(loaded.pane(side)).forEach(f -> expandedFolds.get(side).add(f.start()));
        }
        publish(Update.FOLDS);
    }

    public void collapseAll() {
        expandedFolds.values().forEach(Set::clear);
        publish(Update.FOLDS);
    }

    private ChangeTarget goTo(int i) {
        List<ChangeLocation> changes = loaded.changes();
        ChangeLocation change = changes.get(i);
        cursorLine = change.order();
        currentChange = i;
        ChangeTarget target = new ChangeTarget(i, changes.size(), change.side(), change.line());
        changeTarget.set(target);
        changePosition.set(target.describe());
        return target;
    }

    /** The change touched the shown unit, or the memory now (its file, named as the history names it). */
    private boolean touchesSelection(DirectoryChange change) {
        UnitId id = context.selectedUnitProperty().get();
        return id != null && (change.touches(id) || nowLabel != null && change.touchesFileNamed(nowLabel));
    }

    private void load(Update update) {
        pending.cancel();
        MemorySource source = context.source();
        UnitId id = context.selectedUnitProperty().get();
        if (source == null || id == null) {
            loading.set(false);
            accept(PaneStack.empty(), Update.NEW_CYCLE);
            return;
        }
        boolean rawNow = raw.get();
        loading.set(true);
        if (loaded.unit() == null) {
            // nothing shown yet: say the selected unit is on its way rather than "No unit selected"
            published.set(new Published(PaneStack.loading(id), Update.NEW_CYCLE));
        }
        String kind = source.unitWord();
        HistoryPoints points = context.historyPoints();
        pending = context.runner().submit("panes of " + id,
                cancel -> {
                    var all = points.of(source, cancel);
                    PaneStack stack = UnitStatesLoader.load(source, id, kind, all, rawNow, cancel);
                    return new Loaded(stack, all.flatMap(HistoryPoints::now).map(HistoryPoint::label).orElse(null));
                },
                done -> {
                    loading.set(false);
                    nowLabel = done.nowLabel();
                    accept(done.stack(), update);
                },
                failure -> {
                    // said in the panes, where the operator looks, never "Loading…" for good
                    loading.set(false);
                    String why = "Could not show " + kind + " " + org.scratchpadinspector.format.Untrusted.line(id.text())
                            + ": " + org.scratchpadinspector.ui.common.Failures.oneLine(failure);
                    loaded = PaneStack.failed(id, why);
                    changePosition.set(why);
                    changeCount.set(0);
                    publish(Update.NEW_CYCLE);
                    loadError.set(why);
                });
    }

    private record Loaded(PaneStack stack, String nowLabel) {
    }

    private void accept(PaneStack panes, Update update) {
        loadError.set(null);
        if (update != Update.REFRESH) {
            expandedFolds.values().forEach(Set::clear);
        }
        if (update == Update.NEW_CYCLE || update == Update.RENDERING) {
            cursorLine = -1;
            currentChange = -1;
            changeTarget.set(null);
        }
        loaded = panes;
        activeNote.set(panes.activeNote());
        activeDiverges.set(panes.activeDiverges());
        if (panes.unit() != null) {
            noNow.set(panes.noNow());
        }
        int n = panes.changes().size();
        changeCount.set(n);
        changePosition.set(n == 1 ? "1 change" : n > 1 ? n + " changes" : nothingToCompare(panes));
        publish(update);
    }

    /**
     * What the toolbar says when no line changed: why there is nothing to compare (no unit selected, a state
     * missing or unreadable), or "no changes" when both sides were read and are equal.
     */
    static String nothingToCompare(PaneStack panes) {
        String unreadable = unreadable(panes);
        if (unreadable != null) {
            return unreadable;
        }
        if (panes.after().fileName().isEmpty() && !panes.after().hasLines()) {
            return "";
        }
        if (!panes.after().hasLines()) {
            return "no " + panes.stateName(1) + " yet: nothing to compare";
        }
        if (!panes.before().hasLines()) {
            return "no " + panes.stateName(0) + ": nothing to compare";
        }
        return "no changes";
    }

    /** "after cannot be read: reason" (or before) when a state of the unit could not be read; else null. */
    static String unreadable(PaneStack panes) {
        for (PaneModel pane : List.of(panes.after(), panes.before())) {
            if (pane.error() != null) {
                return panes.stateName(pane.side() == PaneSide.AFTER ? 1 : 0) + " cannot be read: "
                        + withoutFileName(pane.error(), pane.fileName());
            }
        }
        return null;
    }

    /** The reason without the file it names first ("NAME: " or "/dir/NAME: "): the pane's header names the file. */
    static String withoutFileName(String error, String fileName) {
        String prefix = fileName + ": ";
        int at = fileName.isEmpty() ? -1 : error.indexOf(prefix);
        boolean named = at == 0 || at > 0 && (error.charAt(at - 1) == '/' || error.charAt(at - 1) == '\\')
                && (error.charAt(0) == '/' || error.charAt(0) == '\\' || error.length() > 1 && error.charAt(1) == ':');
        return named ? error.substring(at + prefix.length()) : error;
    }

    private void publish(Update update) {
        PaneStack p = loaded;
        published.set(new Published(p.withPanes(closedFolds(p.before()), closedFolds(p.after()),
                closedFolds(p.active())), update));
    }

    private PaneModel closedFolds(PaneModel pane) {
        Set<Integer> open = expandedFolds.get(pane.side());
        List<FoldRegion> folds = folds(pane);
        return pane.withFolds(open.isEmpty() ? folds : folds.stream().filter(f -> !open.contains(f.start())).toList());
    }

    /** The pane's folds with the Active pane shown or hidden (a pane without text has none). */
    private List<FoldRegion> folds(PaneModel pane) {
        return nowPaneShown() || !pane.hasLines() ? pane.folds() : loaded.foldsWithoutActive();
    }
}
