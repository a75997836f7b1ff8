import { build } from './lib'

await build()
