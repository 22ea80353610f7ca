/**
 * The texts people read, in every language zerosum speaks: English and Spanish.
 *
 * <p>{@link dev.zerosum.registry.i18n.Messages} reads the texts of one package from the bundle
 * beside its classes ({@code Messages.properties} and {@code Messages_es.properties}); {@link
 * dev.zerosum.registry.i18n.Language} says which language the current thread writes in; {@link
 * dev.zerosum.registry.i18n.Quotes} quotes what a person typed in that language.
 *
 * <pre>{@code
 * private static final Messages MESSAGES = Messages.of(NimModule.class);
 * try (Language.Scope spanish = Language.use(Language.SPANISH)) {
 *   MESSAGES.text("nim.option.piles");              // "los montones de Nim, como 3,4,5 …"
 * }
 * }</pre>
 */
package dev.zerosum.registry.i18n;
