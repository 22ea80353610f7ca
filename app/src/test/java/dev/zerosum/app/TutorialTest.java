package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.zerosum.app.save.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command of the tutorials prints what the chapter shows, and so does every command shown
 * with its output in the README and the other pages of docs/.
 *
 * <p>Each {@code $ ./zerosum ...} line of a {@code console} block in {@code docs/*.md} or the
 * README is one case (the convention is in {@link TutorialMarkdown}): the command runs in this
 * process, with no standard input and an empty environment, and must exit with 0; its standard
 * output, {@code \r\n} read as {@code \n}, must equal the lines shown under it exactly. Standard
 * error is not shown in the tutorials and not compared: it carries progress and notes ("30 games
 * played") that a reader sees in a terminal but that are not the command's result; it is printed
 * when a case fails. A malformed console block, a block without a command, or a tutorial without
 * any command is a failing case too, so that no command can drop out of the test unnoticed (a page
 * other than a tutorial may show none). The other fenced blocks' commands are {@link
 * DocsCommandsTest}'s.
 *
 * <p>Each tutorial runs its commands in its own language: {@link #ENGLISH} is added to every
 * command of {@code tutorial.md}, {@link #SPANISH} to every command of {@code tutorial.es.md}; the
 * README and the other pages are in English.
 *
 * <p>When an output changes on purpose, regenerate the tutorials and review the change:
 *
 * <pre>
 * ./mvnw -B -o -pl app -am test -Dtest=TutorialTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dtutorial.update=true
 * git diff docs/ README.md
 * </pre>
 *
 * With {@code -Dtutorial.update=true} every command runs first and its output replaces the lines
 * under it in the Markdown (a new file, then a rename); the cases then compare as usual.
 */
class TutorialTest {
  /** The arguments that make a command answer in English, whatever the locale the tests run in. */
  static final List<String> ENGLISH = List.of("--lang", "en");

  /** The arguments that make a command answer in Spanish, added to each command of the Spanish. */
  static final List<String> SPANISH = List.of("--lang", "es");

  /** The tutorials, one per language, then every other page, and what each adds to its commands. */
  private static final List<Tutorial> TUTORIALS = tutorialsThenPages();

  private static final String UPDATE_PROPERTY = "tutorial.update";

  private static final String HOW_TO_UPDATE =
      "If the new output is right, regenerate the tutorials with\n"
          + "  ./mvnw -B -o -pl app -am test -Dtest=TutorialTest"
          + " -Dsurefire.failIfNoSpecifiedTests=false -D"
          + UPDATE_PROPERTY
          + "=true\n"
          + "and review git diff docs/ README.md (the prose around the output may need the same change).";

  /**
   * A page with commands and the arguments added to each of them.
   *
   * @param path the page
   * @param addedArgs what every command gets after its own arguments
   * @param needsCommands whether a page without a command is a mistake: a tutorial's is
   */
  record Tutorial(Path path, List<String> addedArgs, boolean needsCommands) {
    String name() {
      return DocsPages.name(path);
    }

    /** Returns the arguments to run {@code example} with in this tutorial's language. */
    String[] argsOf(TutorialMarkdown.Example example) {
      List<String> args = new ArrayList<>(example.args());
      args.addAll(addedArgs);
      return args.toArray(String[]::new);
    }
  }

  /** One case: a command to run, or a problem of the Markdown that fails as it is. */
  private sealed interface Case permits CommandCase, ProblemCase {}

  private record CommandCase(Tutorial tutorial, TutorialMarkdown.Example example) implements Case {}

  private record ProblemCase(String message) implements Case {}

  private static List<Tutorial> tutorialsThenPages() {
    List<Tutorial> tutorials = new ArrayList<>();
    tutorials.add(new Tutorial(DocsPages.DOCS.resolve("tutorial.md"), ENGLISH, true));
    tutorials.add(new Tutorial(DocsPages.DOCS.resolve("tutorial.es.md"), SPANISH, true));
    for (Path page : DocsPages.all()) {
      if (tutorials.stream().noneMatch(tutorial -> tutorial.path().equals(page))) {
        tutorials.add(new Tutorial(page, ENGLISH, false));
      }
    }
    return List.copyOf(tutorials);
  }

  @BeforeAll
  static void regenerateWhenAsked() throws IOException {
    if (!Boolean.getBoolean(UPDATE_PROPERTY)) {
      return;
    }
    for (Tutorial tutorial : TUTORIALS) {
      String markdown = Files.readString(tutorial.path(), StandardCharsets.UTF_8);
      TutorialMarkdown parsed = TutorialMarkdown.parse(markdown);
      if (!parsed.problems().isEmpty()) {
        continue; // its problem cases fail and say what to fix; nothing to rewrite until then
      }
      String updated =
          TutorialMarkdown.withOutputs(markdown, example -> run(tutorial, example).out());
      if (!updated.equals(markdown.replace("\r\n", "\n"))) {
        AtomicFiles.write(tutorial.path(), updated);
      }
    }
  }

  static Stream<Named<Case>> cases() throws IOException {
    List<Named<Case>> cases = new ArrayList<>();
    for (Tutorial tutorial : TUTORIALS) {
      if (!Files.isRegularFile(tutorial.path())) {
        cases.add(problem(tutorial, 0, "the tutorial is missing"));
        continue;
      }
      TutorialMarkdown parsed =
          TutorialMarkdown.parse(Files.readString(tutorial.path(), StandardCharsets.UTF_8));
      for (TutorialMarkdown.Problem problem : parsed.problems()) {
        cases.add(problem(tutorial, problem.line(), problem.message()));
      }
      if (tutorial.needsCommands() && parsed.examples().isEmpty() && parsed.problems().isEmpty()) {
        cases.add(problem(tutorial, 0, "no command in a console block: nothing is checked"));
      }
      for (TutorialMarkdown.Example example : parsed.examples()) {
        cases.add(
            Named.of(
                tutorial.name() + ":" + example.line() + "  $ " + example.command(),
                new CommandCase(tutorial, example)));
      }
    }
    return cases.stream();
  }

  private static Named<Case> problem(Tutorial tutorial, int line, String message) {
    String where = tutorial.name() + (line > 0 ? ":" + line : "");
    return Named.of(where + "  " + message, new ProblemCase(where + ": " + message));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theCommandPrintsWhatTheTutorialShows(Case tutorialCase) {
    if (tutorialCase instanceof ProblemCase problem) {
      fail(problem.message());
      return;
    }
    CommandCase command = (CommandCase) tutorialCase;
    TutorialMarkdown.Example example = command.example();
    String where = command.tutorial().name() + " line " + example.line();
    CommandRun run = run(command.tutorial(), example);
    assertThat(run.exitCode())
        .as("%s: $ %s failed; its standard error:%n%s", where, example.command(), run.err())
        .isZero();
    assertThat(run.out().replace("\r\n", "\n"))
        .as(
            "%s: the output of $ %s is not what the tutorial shows.%n%s",
            where, example.command(), HOW_TO_UPDATE)
        .isEqualTo(example.shownText());
  }

  private static CommandRun run(Tutorial tutorial, TutorialMarkdown.Example example) {
    return CommandRun.of("", tutorial.argsOf(example));
  }
}
