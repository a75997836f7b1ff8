import * as migration_20261121_230704_initial from './20261121_230704_initial';
import * as migration_20261122_020613_legacy_ids from './20261122_020613_legacy_ids';

export const migrations = [
  {
    up: migration_20261121_230704_initial.up,
    down: migration_20261121_230704_initial.down,
    name: '20261121_230704_initial',
  },
  {
    up: migration_20261122_020613_legacy_ids.up,
    down: migration_20261122_020613_legacy_ids.down,
    name: '20261122_020613_legacy_ids'
  },
];
