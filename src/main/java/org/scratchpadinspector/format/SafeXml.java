package org.scratchpadinspector.format;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * A DOM parser for XML an agent wrote (tool calls in a model's reply): no DOCTYPE, no external entities or
 * includes, text coalesced, and parse errors thrown as exceptions, never printed to the standard error stream. One
 * parser per thread, reset before each use.
 */
public final class SafeXml {
    private static final ThreadLocal<DocumentBuilder> BUILDER = new ThreadLocal<>();
    private static final ErrorHandler THROWING = new ErrorHandler() {
        @Override
        public void warning(SAXParseException e) {
            // a warning changes nothing the call says
        }

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }
    };

    private SafeXml() {
    }

    public static DocumentBuilder builder() throws ParserConfigurationException {
        DocumentBuilder builder = BUILDER.get();
        if (builder == null) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            factory.setCoalescing(true);
            builder = factory.newDocumentBuilder();
            BUILDER.set(builder);
        } else {
            builder.reset();
        }
        builder.setErrorHandler(THROWING);
        return builder;
    }
}
