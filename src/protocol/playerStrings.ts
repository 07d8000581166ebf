// The player's controls, in English: the same words on every page that steps
// through moves (the board, the lab's stepper). Each page names its player
// itself ('player.label'): playback on the board, stepping in the lab.
export const PLAYER_ENGLISH = {
  'player.restart': 'Restart',
  'player.back': 'Step back',
  'player.play': 'Play',
  'player.pause': 'Pause',
  'player.forward': 'Step forward',
  'player.speed': 'Speed',
} as const;
