import { words } from '@/data/i18n'
import type { TranslationState } from '@/lib/i18n/translation'

/** On a Hindi page: says the content is shown in English, or that its Hindi may be out of date, with a link to the English. */
export async function TranslationNotice({ state }: { state: TranslationState }) {
  if (state === 'translated') return null
  const { t } = await words()
  return (
    <p className="translation-notice" role="note">
      {state === 'missing' ? t.notTranslated : t.translationOutdated}
    </p>
  )
}
