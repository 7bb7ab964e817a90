/**
 * Markdown memory files read as the agents that keep them read them: sections by ATX heading path outside code
 * fences, YAML front matter, and {@code §}-separated entries aligned old to new by longest common subsequence.
 */
package org.scratchpadinspector.engine.markdown;
