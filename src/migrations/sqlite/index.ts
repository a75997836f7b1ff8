import * as migration_20261121_225900_initial from './20261121_225900_initial';

export const migrations = [
  {
    up: migration_20261121_225900_initial.up,
    down: migration_20261121_225900_initial.down,
    name: '20261121_225900_initial'
  },
];
