package dev.zerosum.app.web;

import dev.zerosum.registry.i18n.Language;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's own errors, for requests that never reach a route (a request line it cannot read, an
 * address or headers too long, a body that does not come): answered as every other error, in JSON
 * with the server's headers, in the language the request asks for, never as Jetty's HTML page.
 */
final class ContainerErrors implements Request.Handler {

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    int status = response.getStatus();
    if (request.getAttribute(ErrorHandler.ERROR_EXCEPTION) instanceof HttpException refused) {
      status = refused.getCode();
      response.setStatus(status);
    }
    SecurityHeaders.putInto(response.getHeaders());
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    if (HttpStatus.hasNoBody(status) || "HEAD".equals(request.getMethod())) {
      callback.succeeded();
      return true;
    }
    Language language =
        Language.fromAcceptLanguage(request.getHeaders().get(HttpHeader.ACCEPT_LANGUAGE));
    String body = ErrorJson.of(ErrorJson.statusText(status, language));
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, ErrorJson.CONTENT_TYPE);
    response.write(true, ByteBuffer.wrap(body.getBytes(StandardCharsets.UTF_8)), callback);
    return true;
  }
}
