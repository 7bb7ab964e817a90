package org.scratchpadinspector.formats.forgenotes;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One message of the conversation, the Go struct {@code {Metadata, Content, Timestamp, Role}}.
 *
 * @param number    its place in the conversation, from 1
 * @param role      {@code user}, {@code assistant}, {@code tool}; null when the message could not be read
 * @param content   its text (decoded), empty when unreadable
 * @param timestamp the time as written, or null
 * @param metadata  the tool's metadata object, or null
 */
record Message(int number, String role, String content, String timestamp, JsonNode metadata) {
    static Message unreadable(int number) {
        return new Message(number, null, "", null, null);
    }

    boolean readable() {
        return role != null;
    }

    boolean isCall() {
        return "assistant".equals(role) && ToolCall.isCall(content);
    }
}
