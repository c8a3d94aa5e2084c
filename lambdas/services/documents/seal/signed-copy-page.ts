const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The small page a signer sees when their download link cannot give them the file. */
export function signedCopyPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Signed copy · vCISO Hub</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f7f9;color:#1a1f29;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #e2e5ea;border-radius:12px;padding:32px;max-width:440px;margin:16px}
h1{font-size:1.25rem;margin:0 0 12px}
</style>
</head>
<body><main><h1>Signed copy unavailable</h1><p>${escapeHtml(message)}</p></main></body>
</html>`;
}
