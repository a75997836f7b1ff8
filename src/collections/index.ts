import { Certificates } from './Certificates'
import { Circulars } from './Circulars'
import { Documents } from './Documents'
import { Events } from './Events'
import { Faculty } from './Faculty'
import { GalleryAlbums } from './GalleryAlbums'
import { HeroSlides } from './HeroSlides'
import { Highlights } from './Highlights'
import { Images } from './Images'
import { MediaItems } from './MediaItems'
import { News } from './News'
import { Notifications } from './Notifications'
import { OnlineRegistrations } from './OnlineRegistrations'
import { Testimonials } from './Testimonials'
import { Toppers } from './Toppers'
import { TransferCertificates } from './TransferCertificates'
import { Users } from './Users'

/** Every collection, each whole in its own file. */
export const collections = [
  News,
  Events,
  Highlights,
  Notifications,
  OnlineRegistrations,
  HeroSlides,
  GalleryAlbums,
  MediaItems,
  Toppers,
  Testimonials,
  Faculty,
  Circulars,
  TransferCertificates,
  Images,
  Documents,
  Certificates,
  Users,
]
