/**
 * Seed 002's Forge notes as a format provider: a folder of sessions, each a Go-written {@code conversation.json}
 * (the audit trail of every tool call) and a {@code notes.json} export; a unit per tool call, its notes before and
 * after replayed with the seed's rules. Read only: the notes live in the agent's memory.
 */
package org.scratchpadinspector.formats.forgenotes;
