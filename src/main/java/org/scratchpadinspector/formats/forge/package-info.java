/**
 * The real Forge agent's notes as a format: a workspace's {@code .forge/context/*-context.json} snapshots (the
 * TUI's {@code /snapshot}), read as runs whose units are the note tool calls in their messages, the notes before
 * and after each replayed with the real notes manager's rules; the workspace's long-term memories are its
 * companion.
 */
package org.scratchpadinspector.formats.forge;
