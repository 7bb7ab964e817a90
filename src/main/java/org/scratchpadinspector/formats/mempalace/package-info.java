/** Seed 004's MemPalace session scratchpads ({@code session_scratchpad/<session_id>.json}) as a format provider. */
package org.scratchpadinspector.formats.mempalace;
