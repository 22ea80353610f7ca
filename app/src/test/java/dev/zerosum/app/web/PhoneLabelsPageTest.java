package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * On a 390-pixel phone, in Spanish (the longer words) and in English, no text of the page is cut:
 * every field shows its whole value or placeholder (the tree editor's "etiqueta" was cut to
 * "etique…"), every menu its whole choice, no text clips in a box of its own, and the page is no
 * wider than the phone; the file field speaks the page's language. Every game's options are looked
 * at, and the classroom with the tree editor open on a new, unlabelled node.
 */
class PhoneLabelsPageTest extends ClassroomBrowserTest {

  /**
   * Returns each text of the page that does not fit its box, as "what: text (needs N px, has M)",
   * and the page's width past the screen's. A field or a menu is measured with its own font; the
   * tree editor's tree text is a field that scrolls, as a long line of text does.
   */
  private static final String CUT_TEXTS =
      """
      const pen = document.createElement('canvas').getContext('2d');
      const need = (el, text) => {
        const cs = getComputedStyle(el);
        pen.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        return pen.measureText(text).width + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight);
      };
      const cut = [];
      for (const el of document.querySelectorAll('body *')) {
        if (el.getClientRects().length === 0 || el.closest('[hidden], details:not([open]) > :not(summary)')) continue;
        const cs = getComputedStyle(el);
        if (cs.visibility === 'hidden') continue;
        if (el.tagName === 'SELECT') {
          const text = el.selectedOptions[0]?.textContent ?? '';
          // its padding holds the arrow (style.css)
          if (need(el, text) > el.clientWidth + 1) cut.push(`menu ${el.id}: ${text} (needs ${Math.ceil(need(el, text))} px, has ${el.clientWidth})`);
        } else if (el.tagName === 'INPUT' && ['text', 'number', 'search', ''].includes(el.type) && el.id !== 'ed-text') {
          for (const text of [el.value, el.placeholder].filter(Boolean)) {
            const extra = el.type === 'number' ? 16 : 0; // a number field's spin buttons
            if (need(el, text) + extra > el.clientWidth + 1) cut.push(`field ${el.id || el.className}: ${text} (needs ${Math.ceil(need(el, text) + extra)} px, has ${el.clientWidth})`);
          }
        } else if ((cs.overflowX !== 'visible' || cs.textOverflow === 'ellipsis') && el.children.length === 0
            && el.textContent.trim() && el.scrollWidth > el.clientWidth + 1) {
          cut.push(`text ${el.id || el.className}: ${el.textContent.trim()} (needs ${el.scrollWidth} px, has ${el.clientWidth})`);
        }
      }
      const past = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      if (past > 0) cut.push(`the page: ${past} px wider than the screen`);
      return cut;
      """;

  @ParameterizedTest(name = "{0}")
  @CsvSource({"es-ES, Elegir un archivo…", "en-US, Choose a file…"})
  void noTextIsCutOnAPhone(String languages, String chooseFile) {
    load(390, 844, "", languages + "," + languages.substring(0, 2));
    waitFor(() -> !page.findElements(By.cssSelector("#board button")).isEmpty());
    List<String> games =
        new Select(page.findElement(By.id("game")))
            .getOptions().stream().map(option -> option.getAttribute("value")).toList();
    assertThat(games).contains("tictactoe", "nim", "connect4", "gomoku", "tree");
    for (String game : games) {
      new Select(page.findElement(By.id("game"))).selectByValue(game);
      waitFor(
          () ->
              game.equals(page.findElement(By.id("game")).getAttribute("value"))
                  && !page.findElements(By.cssSelector("#board > *")).isEmpty());
      assertThat(cut()).as("%s's options and board, %s", game, languages).isEmpty();
    }
    assertThat(page.findElement(By.cssSelector("label.upload")).getText())
        .as("the file field in the page's language, not the browser's 'Choose File'")
        .contains(chooseFile);
    new Select(page.findElement(By.id("game"))).selectByValue("tree");
    page.findElement(By.id("open-classroom")).click();
    waitFor(() -> page.findElement(By.id("cr-editor")).isDisplayed());
    page.executeScript(
        "document.getElementById('cr-editor').open = true;"
            + " document.querySelector('#cr-editor .ed-add').click();");
    waitFor(
        () ->
            page.findElements(By.cssSelector(".ed-label")).stream()
                .anyMatch(field -> field.getAttribute("value").isEmpty()));
    page.executeScript("document.getElementById('cr-editor').scrollIntoView();");
    browser.screenshot("phone-editor-" + languages);
    assertThat(cut()).as("the classroom and its editor with a new node, %s", languages).isEmpty();
    // Typed, not played: a new game of a million objects is no matter of labels.
    new Select(page.findElement(By.id("game"))).selectByValue("nim");
    waitFor(() -> !page.findElements(By.id("option-piles")).isEmpty());
    page.findElement(By.id("option-piles")).clear();
    page.findElement(By.id("option-piles")).sendKeys("3,40,1000000");
    assertThat(cut()).as("Nim's piles field holds 3,40,1000000 whole, %s", languages).isEmpty();
  }

  @SuppressWarnings("unchecked") // the script returns a list of texts
  private List<String> cut() {
    return (List<String>) page.executeScript(CUT_TEXTS);
  }
}
