package org.scratchpadinspector.ui.common;

/** Small wording the screens share. */
public final class Words {
    private Words() {
    }

    /** {@code word} with its first letter in capitals: a unit's word at the start of a sentence ("Turn 3 …"). */
    public static String capitalised(String word) {
        return word.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
