package org.scratchpadinspector.engine.diff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;

class LineDiffTest {

    private static LineDiffResult diff(List<String> a, List<String> b) {
        LineDiffResult result = LineDiff.diff(a, b, new Cancellation());
        assertThat(DiffTestData.apply(result, a, b)).isEqualTo(b);
        return result;
    }

    @Test
    void identicalInputsHaveNoEdits() {
        List<String> lines = List.of("goals:", "- a", "notes: x");
        LineDiffResult result = diff(lines, new ArrayList<>(lines));
        assertThat(result.isIdentical()).isTrue();
        assertThat(result.addedLines()).isZero();
        assertThat(result.removedLines()).isZero();
        assertThat(result.oldLineCount()).isEqualTo(3);
    }

    @Test
    void emptyInputsAreIdentical() {
        assertThat(diff(List.of(), List.of()).isIdentical()).isTrue();
    }

    @Test
    void pureInsertIsOneInsertEdit() {
        LineDiffResult result = diff(List.of("a", "b", "c"), List.of("a", "b", "x", "y", "c"));
        assertThat(result.edits()).containsExactly(new LineEdit(EditType.INSERT, 2, 2, 2, 4));
        assertThat(result.addedLines()).isEqualTo(2);
        assertThat(result.removedLines()).isZero();
    }

    @Test
    void pureDeleteIsOneDeleteEdit() {
        LineDiffResult result = diff(List.of("a", "b", "c", "d"), List.of("a", "d"));
        assertThat(result.edits()).containsExactly(new LineEdit(EditType.DELETE, 1, 3, 1, 1));
        assertThat(result.removedLines()).isEqualTo(2);
    }

    @Test
    void everythingAddedToAnEmptyFileIsOneInsert() {
        LineDiffResult result = diff(List.of(), List.of("a", "b"));
        assertThat(result.edits()).containsExactly(new LineEdit(EditType.INSERT, 0, 0, 0, 2));
    }

    @Test
    void changedLineIsAChangeEdit() {
        LineDiffResult result = diff(List.of("a", "current_task: one", "c"), List.of("a", "current_task: two", "c"));
        assertThat(result.edits()).containsExactly(new LineEdit(EditType.CHANGE, 1, 2, 1, 2));
    }

    @Test
    void separateChangesAreSeparateEditsInOrder() {
        List<String> a = List.of("1", "2", "3", "4", "5", "6", "7", "8");
        List<String> b = List.of("1", "two", "3", "4", "5", "6", "seven", "7", "8");
        assertThat(diff(a, b).edits()).containsExactly(
                new LineEdit(EditType.CHANGE, 1, 2, 1, 2),
                new LineEdit(EditType.INSERT, 6, 6, 6, 7));
    }

    @Test
    void movedBlockIsOneDeleteAndOneInsertKeepingTheLongerBlockInPlace() {
        List<String> a = List.of("m1", "m2", "x1", "x2", "x3", "x4", "x5", "y");
        List<String> b = List.of("x1", "x2", "x3", "x4", "x5", "m1", "m2", "y");
        LineDiffResult result = diff(a, b);
        assertThat(result.edits()).containsExactly(
                new LineEdit(EditType.DELETE, 0, 2, 0, 0),
                new LineEdit(EditType.INSERT, 7, 7, 5, 7));
    }

    @Test
    void repeatedLinesStillGiveACorrectScript() {
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            a.add(i % 3 == 0 ? "" : "- item");
            b.add(i % 5 == 0 ? "" : "- item");
        }
        diff(a, b);
    }

    @Test
    void carriageReturnsArePartOfTheLineContent() {
        LineDiffResult result = diff(List.of("a", "b\r", "c"), List.of("a", "b", "c"));
        assertThat(result.edits()).containsExactly(new LineEdit(EditType.CHANGE, 1, 2, 1, 2));
    }

    @Test
    void fiveMegabytesWithEveryLineChangedGiveACorrectScript() {
        List<String> a = DiffTestData.notesLog(DiffTestData.FIVE_MB, 1);
        List<String> b = DiffTestData.everyLineChanged(a);
        LineDiffResult result = diff(a, b);
        assertThat(result.removedLines()).isEqualTo(a.size());
        assertThat(result.addedLines()).isEqualTo(b.size());
    }

    @Test
    void fiveMegabytesWithAlternatingChangesGiveOneEditPerChangedLine() {
        List<String> a = DiffTestData.notesLog(DiffTestData.FIVE_MB, 2);
        List<String> b = DiffTestData.everyOtherCommon(a);
        LineDiffResult result = diff(a, b);
        assertThat(result.edits()).hasSize(a.size() / 2);
        assertThat(result.edits()).allMatch(e -> e.type() == EditType.CHANGE && e.removedCount() == 1);
    }

    @Test
    void fiveMegabytesWithFewChangesGiveAMinimalScript() {
        List<String> a = DiffTestData.notesLog(DiffTestData.FIVE_MB, 3);
        List<String> b = DiffTestData.fewChanges(a);
        LineDiffResult result = diff(a, b);
        assertThat(result.edits()).hasSize(10);
        assertThat(result.addedLines()).isEqualTo(7);
        assertThat(result.removedLines()).isEqualTo(6);
    }

    @Test
    void largeInputWithoutUniqueLinesAndAlternatingChangesStillGivesACorrectScript() {
        List<String> half = DiffTestData.notesLog(DiffTestData.FIVE_MB / 2, 5);
        List<String> a = new ArrayList<>(half);
        a.addAll(half);
        diff(a, DiffTestData.everyOtherCommon(a));
    }

    @Test
    void wholeDifferentFilesOfRepeatedLinesStayCorrect() {
        List<String> a = new ArrayList<>(Collections.nCopies(50_000, "- a"));
        List<String> b = new ArrayList<>(Collections.nCopies(50_000, "- b"));
        for (int i = 0; i < 50_000; i += 7) {
            a.set(i, "");
            b.set(i, "");
        }
        diff(a, b);
    }

    @Test
    void cancelledTokenMakesDiffThrow() {
        Cancellation cancel = new Cancellation();
        cancel.cancel();
        assertThatThrownBy(() -> LineDiff.diff(List.of("a"), List.of("b"), cancel))
                .isInstanceOf(CancellationException.class);
    }

    @Test
    void cancellingDuringALargeDiffStopsIt() {
        List<String> a = DiffTestData.notesLog(DiffTestData.FIVE_MB, 4);
        List<String> b = DiffTestData.everyOtherCommon(a);
        Cancellation cancel = new Cancellation();
        List<String> cancellingA = new ArrayList<>(a) {
            @Override
            public String get(int index) {
                if (index == size() / 2) {
                    cancel.cancel();
                }
                return super.get(index);
            }
        };
        assertThatThrownBy(() -> LineDiff.diff(cancellingA, b, cancel)).isInstanceOf(CancellationException.class);
    }
}
