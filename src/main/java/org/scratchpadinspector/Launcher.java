package org.scratchpadinspector;

public final class Launcher {
    public static void main(String[] args) {
        System.out.println("hello");
    }
}
