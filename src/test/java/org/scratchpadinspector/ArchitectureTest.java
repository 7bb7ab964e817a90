package org.scratchpadinspector;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import org.scratchpadinspector.model.OwnsThreads;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.scratchpadinspector");

    /** The layers below the window: the neutral model, the format registry and the engine. */
    private static final String[] BELOW_UI = {"org.scratchpadinspector.model..", "org.scratchpadinspector.format..",
            "org.scratchpadinspector.engine.."};

    @Test
    void modelFormatAndEngineNeverDependOnJavaFx() {
        noClasses().that().resideInAnyPackage(BELOW_UI)
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
    void modelFormatAndEngineNeverDependOnUiAgentOrCli() {
        noClasses().that().resideInAnyPackage(BELOW_UI)
                .should().dependOnClassesThat().resideInAnyPackage("org.scratchpadinspector.ui..", "org.scratchpadinspector.agent..", "org.scratchpadinspector.cli..")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    /**
     * Background work goes through the one task runner (ui) or a class marked {@link OwnsThreads} saying why; a
     * feature that wants a thread of its own asks the runner instead ("latest request wins", fire and forget,
     * later).
     */
    @Test
    void onlyClassesThatSayWhyTheyOwnThreadsCreateThreads() {
        noClasses().that().resideInAPackage("org.scratchpadinspector..")
                .and().areNotAnnotatedWith(OwnsThreads.class)
                .should().callConstructor(Thread.class, Runnable.class)
                .orShould().callConstructor(Thread.class, Runnable.class, String.class)
                .orShould().callConstructor(Thread.class)
                .orShould().callConstructor(Thread.class, String.class)
                .orShould().accessTargetWhere(DescribedPredicate.describe("an Executors factory",
                        access -> access.getTargetOwner().getName().equals("java.util.concurrent.Executors")))
                .because("a feature asks the task runner (latest request wins, fire and forget, later) instead of"
                        + " writing its own thread factory or generation counter")
                .check(MAIN);
    }

    @Test
    void formatsNeverImportEachOther() {
        slices().matching("org.scratchpadinspector.formats.(*)..")
                .should().notDependOnEachOther()
                .allowEmptyShould(true)
                .check(MAIN);
    }

    @Test
    void formatsNeverDependOnJavaFxUiAgentOrCli() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.formats..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.fxmisc..",
                        "org.scratchpadinspector.ui..", "org.scratchpadinspector.agent..", "org.scratchpadinspector.cli..")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    @Test
    void commandsNameNoFormatOnlyTheRegistry() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.cli..")
                .should().dependOnClassesThat(DescribedPredicate.describe("a class of a format package",
                        (com.tngtech.archunit.core.domain.JavaClass c) -> c.getPackageName().startsWith("org.scratchpadinspector.formats")
                                && !c.getName().equals("org.scratchpadinspector.formats.Formats")))
                .because("a verb works over the model, the facets and the engine; it finds formats only through the"
                        + " registry org.scratchpadinspector.formats.Formats")
                .check(MAIN);
    }

    @Test
    void modelFormatAndEngineNeverDependOnAFormat() {
        noClasses().that().resideInAnyPackage(BELOW_UI)
                .should().dependOnClassesThat().resideInAPackage("org.scratchpadinspector.formats..")
                .because("formats plug into the engine, which knows them only through the provider interface and the facets")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    /**
     * A format's package is its own: no class outside it names its classes, whichever layer it is in (agent, the
     * launcher and the PyYAML port too, not only screens and commands), but the one list of formats,
     * {@code formats.Formats}.
     */
    @Test
    void noClassOutsideAFormatNamesItsClassesButTheListOfFormats() {
        noClasses().that(DescribedPredicate.describe("outside every format's package",
                        (com.tngtech.archunit.core.domain.JavaClass c) -> !c.getPackageName().startsWith("org.scratchpadinspector.formats")))
                .should().dependOnClassesThat(DescribedPredicate.describe("a format's own classes",
                        (com.tngtech.archunit.core.domain.JavaClass c) -> c.getPackageName()
                                .startsWith("org.scratchpadinspector.formats.")))
                .because("what names a format works for that format only; the rest finds formats through the registry")
                .check(MAIN);
    }

    /**
     * The PyYAML port (safe_load, dump, CPython's float repr, YAML timestamps) is a library like SnakeYAML: the
     * seed-000 format, the reference agent and any other format use it, and it knows none of them; it speaks only
     * the model's words for parsed values (a scalar kept verbatim, a value's type).
     */
    @Test
    void thePyYamlPortDependsOnNothingOfOursButTheModel() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.pyyaml..")
                .should().dependOnClassesThat(DescribedPredicate.describe("a class of ours outside model and pyyaml",
                        (com.tngtech.archunit.core.domain.JavaClass c) -> c.getPackageName().startsWith("org.scratchpadinspector")
                                && !c.getPackageName().startsWith("org.scratchpadinspector.pyyaml")
                                && !c.getPackageName().startsWith("org.scratchpadinspector.model")))
                .because("a port of Python's YAML library serves every writer and reader of YAML, whatever package it is in")
                .check(MAIN);
    }

    @Test
    void agentNeverDependsOnUi() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.agent..")
                .should().dependOnClassesThat().resideInAPackage("org.scratchpadinspector.ui..")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    /** Blocking file, process and network calls: what must never run on the FX thread. */
    private static final DescribedPredicate<JavaAccess<?>> BLOCKING_IO = DescribedPredicate.describe("blocking I/O",
            access -> {
                String owner = access.getTargetOwner().getName();
                return owner.equals("java.nio.file.Files") || owner.startsWith("java.net.http.")
                        || owner.equals("java.net.Socket") || owner.equals("java.lang.ProcessBuilder")
                        || owner.startsWith("org.scratchpadinspector.agent.protocol.ControlClient")
                        || owner.equals("org.scratchpadinspector.agent.command.CycleCommand");
            });

    @Test
    void viewsNeverDoFileNetworkOrProcessWorkThemselves() {
        noClasses().that().resideInAPackage("org.scratchpadinspector.ui..")
                .and().areAssignableTo(javafx.scene.Node.class)
                .should().accessTargetWhere(BLOCKING_IO)
                .because("a View asks its ViewModel, which hands the work to the injected task runner")
                .check(MAIN);
    }
}
