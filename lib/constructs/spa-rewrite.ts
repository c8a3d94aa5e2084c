import { Function as CfFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * SPA fallback as a viewer-request function on the site behaviour only: any path whose last
 * segment is not a file name is served `/index.html`, and the client router takes over (including
 * its own 404 screen). Distribution-wide error responses (403/404 → /index.html) would also
 * rewrite the API's JSON 403s and 404s under `/api/*` into HTML with status 200.
 */
export function createSpaRewrite(scope: Construct, id: string): CfFunction {
  return new CfFunction(scope, id, {
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Serve /index.html for client-side routes',
    code: FunctionCode.fromInline(
      [
        'function handler(event) {',
        '  var request = event.request;',
        "  var last = request.uri.split('/').pop();",
        '  if (!/\\.[A-Za-z0-9]+$/.test(last)) {',
        "    request.uri = '/index.html';",
        '  }',
        '  return request;',
        '}',
      ].join('\n'),
    ),
  });
}
