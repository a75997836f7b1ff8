import { words } from '@/data/i18n'

/**
 * A PDF shown inside the page on wide screens, and always a link to open it. Phones'
 * browsers do not show PDFs inside pages, and the viewer is heavy, so the frame stays empty
 * and hidden until src/client/site.ts gives it the PDF, on a wide screen, after the page
 * has loaded. (The frame is in the HTML from the start, so that filling it changes
 * attributes only, never the page's structure, which React may be hydrating.)
 */
export async function PdfEmbed({ src, title }: { src: string; title: string }) {
  const { t } = await words()
  return (
    <div data-pdf-embed="">
      <iframe hidden data-src={src} title={title} loading="lazy" className="pdf-frame" />
      <p>
        <a href={src} target="_blank" rel="noopener">
          {t.openDocument(title)}
          <span className="visually-hidden"> {t.pdfOpensInNewTab}</span>
        </a>
      </p>
    </div>
  )
}
