/**
 * The memory systems people run as Markdown files (Claude Code, OpenClaw, the Hermes agent, Letta Code's memory
 * filesystem, Cline's Memory Bank, Anthropic's memory tool, Forge's long-term memories): one profile per system
 * (where its files are, how it is recognised, the rules the agent relies on), read as versions from git or from the
 * inspector's recording, with sections by heading path, {@code §} entries and front matter.
 */
package org.scratchpadinspector.formats.markdownmemory;
