'use client'

import Lightbox, { type Slide } from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'

type Props = {
  slides: Slide[]
  index: number
  onView: (index: number) => void
  onClose: () => void
}

/**
 * Full-screen viewer (yet-another-react-lightbox). Loaded only when a visitor first opens
 * a photo. Its defaults are the spec's: preload 2, fade 250 ms, swipe 500 ms, spacing
 * 30%, padding 16px, wrapping previous/next, a loading icon and an error icon.
 */
export default function PhotoLightbox({ slides, index, onView, onClose }: Props) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      slides={slides}
      close={onClose}
      on={{ view: ({ index: i }) => onView(i) }}
      carousel={{ finite: false, preload: 2, padding: '16px', spacing: '30%' }}
      animation={{ fade: 250, swipe: 500 }}
      labels={{ Lightbox: 'Photo viewer', Carousel: 'Photos', Previous: 'Previous photo', Next: 'Next photo', Close: 'Close' }}
      controller={{ closeOnBackdropClick: true }}
    />
  )
}
