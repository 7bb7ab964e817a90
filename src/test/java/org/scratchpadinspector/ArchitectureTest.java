package org.scratchpadinspector;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.scratchpadinspector");

    @Test
    void coreNeverDependsOnJavaFx() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.core..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.fxmisc..", "org.reactfx..")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    @Test
    void agentNeverDependsOnJavaFx() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.agent..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.fxmisc..", "org.reactfx..")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    @Test
    void cliNeverDependsOnJavaFx() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.fxmisc..", "org.reactfx..")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    @Test
    void coreNeverDependsOnUiAgentOrCli() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.core..")
                .should().dependOnClassesThat().resideInAnyPackage("org.scratchpadinspector.ui..", "org.scratchpadinspector.agent..", "org.scratchpadinspector.cli..")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    @Test
    void agentNeverDependsOnUi() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.agent..")
                .should().dependOnClassesThat().resideInAPackage("org.scratchpadinspector.ui..")
                .allowEmptyShould(true)
                .check(MAIN);
    }
}
