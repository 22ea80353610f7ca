package dev.zerosum.app.web;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * Ends a browser test that has not finished in ten minutes, with its stack, instead of letting it
 * hang the build: a test waits on the page with its own timeouts, but a browser or its driver that
 * stops answering (once seen under a load of 100 on 2 cores, never reproduced) would make a call to
 * it wait for ever. The test runs in a thread of its own, so that the time can end it; after it,
 * the class's teardown closes the browser, which frees the stuck call.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Inherited
@Timeout(value = 10, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
@interface BrowserTimeLimit {}
