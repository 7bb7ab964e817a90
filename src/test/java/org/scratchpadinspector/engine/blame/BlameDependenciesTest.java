package org.scratchpadinspector.engine.blame;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Blame and churn stay a small package over the cycle format's reading, diff and edit journal classes. */
class BlameDependenciesTest {
    @Test
    void blameDependsOnlyOnTheScratchpadEditNotesAndDiffCoreAndTheJdk() {
        JavaClasses blame = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.scratchpadinspector.engine.blame");
        classes().that().resideInAPackage("org.scratchpadinspector.engine.blame")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "org.scratchpadinspector.model..",
                        "org.scratchpadinspector.engine.blame..", "org.scratchpadinspector.formats.yamlcycles..",
                        "org.scratchpadinspector.engine.edit..", "org.scratchpadinspector.engine.diff..",
                        "org.scratchpadinspector.formats.yamlcycles..")
                .check(blame);
    }
}
