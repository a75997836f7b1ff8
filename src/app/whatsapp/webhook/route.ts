/** `/whatsapp/webhook`: Meta's reports on a school's WhatsApp notices (src/features/notices/channels/whatsapp/webhook). */
import { whatsappWebhookGet, whatsappWebhookPost } from '@/features/notices/channels/whatsapp/webhook'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => whatsappWebhookGet(request)
export const POST = (request: Request) => whatsappWebhookPost(request)
