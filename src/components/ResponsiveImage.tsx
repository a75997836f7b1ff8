import { preload } from 'react-dom'

import { srcSetOf, type ImageDoc } from '@/lib/media'

type Props = {
  image: ImageDoc
  /** How wide the image is shown, as a `sizes` attribute. */
  sizes: string
  /** The page's largest paint: load first, not lazily. */
  priority?: boolean
  className?: string
}

/** An uploaded image in resized WebP copies; the browser picks the smallest that fits. */
export function ResponsiveImage({ image, sizes, priority = false, className }: Props) {
  const { src, srcSet } = srcSetOf(image)
  // The largest paint is announced in <head>, so its download starts before the body is read.
  if (priority && src) preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sizes are made at upload; no runtime optimiser
    <img
      className={className}
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt ?? ''}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
