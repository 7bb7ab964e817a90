package org.scratchpadinspector.model;

/**
 * The name {@link Editing} had before the facets: kept so that code written against it still compiles; a source
 * offers its edits as {@link Editing} through {@link MemorySource#facet}.
 *
 * @deprecated implement and ask for {@link Editing}
 */
@Deprecated
public interface SourceEdits extends Editing {
}
