/**
 * A transfer-certificate scan, reached only through the signed link a lookup returns, while
 * that link lasts and its record is still in the lookup (src/features/tc/lookup.server.ts). A link that has
 * expired, or whose record has changed or left the lookup, answers a short page (410) in
 * English and Hindi saying to look the certificate up again: whoever opens it is a person
 * following a link, often one shared or left in a browser's history.
 */
import { certificateFile } from '@/features/tc/lookup.server'
import { serveStoredFile } from '@/data/serveFile'

const NOINDEX = { 'X-Robots-Tag': 'noindex, nofollow, noarchive' }

type Params = { params: Promise<{ token: string }> }

const LINK_GONE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>This certificate link no longer works</title></head>
<body><main>
<h1>This certificate link no longer works</h1>
<p>Links to a transfer certificate work for 30 minutes after a lookup, and only while the school still publishes that certificate unchanged.
To see it, look it up again with the admission number and the student's full name.</p>
<p><a href="/tc">Look up a transfer certificate</a></p>
<div lang="hi">
<h2>प्रमाण-पत्र का यह लिंक अब काम नहीं करता</h2>
<p>स्थानांतरण प्रमाण-पत्र का लिंक खोज के बाद 30 मिनट तक, और तभी तक काम करता है जब तक विद्यालय वह प्रमाण-पत्र बिना बदले प्रकाशित करता है।
उसे देखने के लिए प्रवेश संख्या और विद्यार्थी के पूरे नाम से फिर से खोजें।</p>
<p><a href="/hi/tc">स्थानांतरण प्रमाण-पत्र खोजें</a></p>
</div>
</main></body></html>
`

export async function GET(request: Request, { params }: Params) {
  const found = await certificateFile((await params).token)
  if (!found) {
    return new Response(LINK_GONE, {
      status: 410,
      headers: { ...NOINDEX, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  // Kept by no cache, the browser's included: once the link has expired the scan is gone.
  const response = await serveStoredFile(request, found.file, { contentType: found.contentType, cacheControl: 'private, no-store' })
  // A scan is for the one who looked it up, never for a search engine.
  for (const [k, v] of Object.entries(NOINDEX)) response.headers.set(k, v)
  return response
}
