package org.scratchpadinspector.formats.forgenotes;

import org.scratchpadinspector.format.SafeXml;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * The one {@code <tool>} element of an assistant message: its {@code <tool_name>} and {@code <arguments>}, each
 * argument a text or, when it holds elements ({@code <tags><tag>a</tag></tags>}), a list of their texts.
 *
 * @param name    the tool's name, or null when even that cannot be found
 * @param args    the arguments in the order written: String or List&lt;String&gt;
 * @param problem why the element did not parse, or null
 */
record ToolCall(String name, Map<String, Object> args, String problem) {
    static final String OPEN = "<tool>";
    static final String CLOSE = "</tool>";
    private static final Pattern NAME = Pattern.compile("<tool_name>\\s*([^<]*?)\\s*</tool_name>");

    ToolCall {
        args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
    }

    /** Whether an assistant message holds a call, as the agent and the sample's checker tell it. */
    static boolean isCall(String content) {
        return content.contains(OPEN);
    }

    static ToolCall parse(String content) {
        int start = content.indexOf(OPEN);
        int end = content.indexOf(CLOSE, start);
        if (end < 0) {
            return broken(content, "the <tool> element is not closed");
        }
        try {
            Element root = SafeXml.builder().parse(new InputSource(new StringReader(content.substring(start, end + CLOSE.length()))))
                    .getDocumentElement();
            String name = childText(root, "tool_name");
            Map<String, Object> args = new LinkedHashMap<>();
            Element arguments = child(root, "arguments");
            if (arguments != null) {
                for (Element arg : elements(arguments)) {
                    List<Element> items = elements(arg);
                    args.put(arg.getTagName(), items.isEmpty() && !arg.getTagName().equals("tags")
                            ? arg.getTextContent() : items.stream().map(Element::getTextContent).toList());
                }
            }
            return name == null ? broken(content, "the <tool> element has no <tool_name>")
                    : new ToolCall(name.strip(), args, null);
        } catch (SAXParseException e) {
            return broken(content, "the <tool> element does not parse: line " + e.getLineNumber() + ", column "
                    + e.getColumnNumber() + ": " + e.getMessage());
        } catch (SAXException | java.io.IOException | ParserConfigurationException e) {
            return broken(content, "the <tool> element does not parse: " + e.getMessage());
        }
    }

    /** An argument as text: the text itself, or a list's items joined; null when absent. */
    String text(String key) {
        Object v = args.get(key);
        return v == null ? null : v instanceof List<?> l ? String.join(", ", l.stream().map(String::valueOf).toList()) : (String) v;
    }

    /** An argument as a list of strings: the list itself, a text as one item; null when absent. */
    @SuppressWarnings("unchecked")
    List<String> list(String key) {
        Object v = args.get(key);
        return v == null ? null : v instanceof List<?> l ? (List<String>) l : List.of((String) v);
    }

    private static ToolCall broken(String content, String problem) {
        Matcher m = NAME.matcher(content);
        return new ToolCall(m.find() ? m.group(1) : null, Map.of(), problem);
    }

    /** A builder per thread: making a factory looks services up, far slower than parsing one small call. */

    private static List<Element> elements(Element parent) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                out.add(e);
            }
        }
        return out;
    }

    private static Element child(Element parent, String name) {
        return elements(parent).stream().filter(e -> e.getTagName().equals(name)).findFirst().orElse(null);
    }

    private static String childText(Element parent, String name) {
        Element e = child(parent, name);
        return e == null ? null : e.getTextContent();
    }
}
