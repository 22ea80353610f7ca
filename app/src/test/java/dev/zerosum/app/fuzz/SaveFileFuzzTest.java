package dev.zerosum.app.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.zerosum.app.save.SaveFiles;
import dev.zerosum.registry.kit.FuzzProperty;
import org.junit.jupiter.api.Timeout;

/** Fuzzes the reader of save files: any text is a save file read, or a mistake said. */
@Timeout(10)
class SaveFileFuzzTest {
  @FuzzTest(maxDuration = FuzzProperty.TARGET)
  void saveFile(byte[] input) {
    String text = FuzzProperty.text(input);
    FuzzProperty.answers(() -> SaveFiles.toJson(SaveFiles.parse(text, "fuzz.json")));
  }
}
