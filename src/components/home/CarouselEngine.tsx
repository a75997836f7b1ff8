'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useState } from 'react'

export type CarouselApi = { scrollPrev: () => void; scrollNext: () => void }

type Props = {
  /** The scroller the server rendered; embla takes it over. */
  viewport: HTMLElement
  loop: boolean
  playing: boolean
  /** Called with the running carousel, and with null when it stops. */
  onReady: (api: CarouselApi | null) => void
  delay: number
}

/**
 * The moving part of a carousel (embla and its autoplay plugin), in a chunk of its own:
 * loaded only when a carousel first comes near the screen after the page has loaded, so
 * neither its bytes nor its start-up work compete with the page's first paint.
 */
export default function CarouselEngine({ viewport, loop, playing, onReady, delay }: Props) {
  const [autoplay] = useState(() =>
    Autoplay({ delay, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }),
  )
  const [setViewport, embla] = useEmblaCarousel({ loop, align: 'start', duration: 30 }, [autoplay])

  useEffect(() => setViewport(viewport), [setViewport, viewport])

  useEffect(() => {
    if (!embla) return
    onReady({ scrollPrev: () => embla.scrollPrev(), scrollNext: () => embla.scrollNext() })
    return () => onReady(null)
  }, [embla, onReady])

  useEffect(() => {
    if (!embla) return
    if (playing) autoplay.play()
    else autoplay.stop()
  }, [embla, autoplay, playing])

  return null
}
