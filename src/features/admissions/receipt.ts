/**
 * The registration fee's receipt as a PDF (pdf-lib): the school, the receipt and application
 * numbers, the amount, the date and how it was paid. No child's name or date of birth: the
 * application number identifies the application to the school. In English (the PDF's standard
 * fonts have no Devanagari; the e-mail around it is in the family's language).
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'

export type ReceiptFacts = { schoolName: string; receiptNumber: string; applicationNumber: string; amount: number; paidAt: string; method: string; paymentId?: string | null }

/** Latin-1 only: what the standard fonts can draw (a name in Hindi script is left out rather than failing the receipt). */
const drawable = (s: string) => s.replace(/[₹]/g, 'Rs. ').replace(/[^\x20-\x7e\xa0-\xff]/g, '').trim()

export async function receiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Receipt ${facts.receiptNumber}`)
  doc.setProducer('School website')
  const page = doc.addPage([595, 420])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  let y = 370
  const line = (text: string, size = 12, f = font) => {
    page.drawText(drawable(text), { x: 50, y, size, font: f, color: rgb(0.1, 0.1, 0.1) })
    y -= size + 12
  }
  line(facts.schoolName || 'School', 18, bold)
  line('Receipt: admission registration fee', 14, bold)
  y -= 6
  line(`Receipt number: ${facts.receiptNumber}`)
  line(`Application number: ${facts.applicationNumber}`)
  line(`Amount received: Rs. ${facts.amount.toLocaleString('en-IN')} (non-refundable registration fee)`)
  line(`Date: ${facts.paidAt.slice(0, 10)}`)
  line(`Paid: ${facts.method}${facts.paymentId ? ` (payment ${facts.paymentId})` : ''}`)
  y -= 10
  line('This receipt was made by the school website when the payment was confirmed.', 10)
  return Buffer.from(await doc.save())
}
