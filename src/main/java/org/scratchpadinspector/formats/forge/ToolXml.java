package org.scratchpadinspector.formats.forge;

import org.scratchpadinspector.format.SafeXml;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.CharacterData;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * The {@code <tool>} call of an assistant message, read as the agent reads it: the first
 * {@code <tool>…</tool>} of the message (Go's {@code (?s)<tool>.*?</tool>}), unmarshalled with one retry that
 * escapes bare ampersands; {@code tool_name} taken as written (not trimmed: the agent looks it up as is); each
 * argument the text directly inside its element (nested elements skipped, as Go's {@code xml.Unmarshal} fills a
 * string), a list argument the texts of {@code <tags><tag>…</tag></tags>}.
 *
 * @param name      the tool's name as written, or null when the call does not parse
 * @param arguments the {@code <arguments>} element, or null
 * @param error     the agent's error for a call that does not parse, or null
 */
record ToolXml(String name, Element arguments, String error) {
    private static final Pattern CALL = Pattern.compile("(?s)<tool>.*?</tool>");
    private static final Pattern LOOSE_NAME = Pattern.compile("<tool_name>([^<]*)</tool_name>");
    private static final Pattern ENTITY = Pattern.compile("&(?:amp|lt|gt|quot|apos|#\\d+|#x[0-9a-fA-F]+);");

    /** The call in an assistant message's content, or null when it holds none. */
    static ToolXml find(String content) {
        Matcher m = CALL.matcher(content);
        if (!m.find()) {
            return null;
        }
        String xml = m.group().strip();
        Element root;
        try {
            root = parse(xml);
        } catch (SAXException first) {
            try {
                root = parse(escapeBareAmpersands(xml));
            } catch (SAXException e) {
                Matcher name = LOOSE_NAME.matcher(xml);
                return new ToolXml(name.find() ? name.group(1) : null, null, "failed to parse tool call: failed to"
                        + " unmarshal tool call XML: XML syntax error: " + message(e));
            }
        }
        String name = text(last(root, "tool_name"));
        if (name == null || name.isEmpty()) {
            return new ToolXml(null, null, "failed to parse tool call: tool_name is required in tool call");
        }
        return new ToolXml(name, last(root, "arguments"), null);
    }

    boolean parsed() {
        return error == null;
    }

    /** A string argument: the text of the last element of that name, "" when absent. */
    String string(String field) {
        String text = text(arguments == null ? null : last(arguments, field));
        return text == null ? "" : text;
    }

    /** Whether an element of that name is there at all. */
    boolean has(String field) {
        return arguments != null && last(arguments, field) != null;
    }

    /** A {@code list>item} argument: every item's text in order; null (Go's nil slice) when there is none. */
    List<String> list(String field, String item) {
        List<String> items = new ArrayList<>();
        if (arguments != null) {
            for (Element list : children(arguments, field)) {
                for (Element one : children(list, item)) {
                    items.add(text(one));
                }
            }
        }
        return items.isEmpty() ? null : items;
    }

    static String escapeBareAmpersands(String text) {
        boolean[] entity = new boolean[text.length()];
        Matcher m = ENTITY.matcher(text);
        while (m.find()) {
            entity[m.start()] = true;
        }
        StringBuilder out = new StringBuilder(text.length() + 20);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c == '&' && !entity[i] ? "&amp;" : String.valueOf(c));
        }
        return out.toString();
    }

    private static String message(SAXException e) {
        String text = e.getMessage() == null ? e.toString() : e.getMessage();
        return e instanceof SAXParseException p ? "line " + p.getLineNumber() + ": " + text : text;
    }

    private static Element last(Element parent, String name) {
        List<Element> all = children(parent, name);
        return all.isEmpty() ? null : all.get(all.size() - 1);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                out.add(e);
            }
        }
        return out;
    }

    /** The character data directly inside, CDATA included; null for no element. */
    private static String text(Element e) {
        if (e == null) {
            return null;
        }
        StringBuilder out = new StringBuilder();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof CharacterData data && n.getNodeType() != Node.COMMENT_NODE) {
                out.append(data.getData());
            }
        }
        return out.toString();
    }

    private static Element parse(String xml) throws SAXException {
        try {
            return SafeXml.builder().parse(new InputSource(new StringReader(xml))).getDocumentElement();
        } catch (java.io.IOException | ParserConfigurationException e) {
            throw new SAXException(e.getMessage());
        }
    }

}
