/**
 * The campaign's levels as hand-checked data. All are original hex
 * boards for Plan Tank, not copies of RoboZZle puzzles. Maps use levelMap.ts's notation: `#` no
 * tile, `r` `g` `b` a tile, `R` `G` `B` a star on a tile. `par` is the instruction count of the
 * shortest solution known; campaign.test.ts checks that every `solution` wins and is that long, and
 * findShortestSolution proved nothing shorter exists for the levels its tests name.
 */
import type { MapLevelSpec } from './levelMap.ts';

export type ChapterId = 'driving' | 'loops' | 'functions' | 'colours' | 'memory' | 'puzzles';

export interface CampaignLevelSpec extends MapLevelSpec {
  chapter: ChapterId;
  description: string;
  solution: string;
  par: number;
}

export const CAMPAIGN_LEVEL_SPECS: readonly CampaignLevelSpec[] = [
  // driving
  {
    id: 'pt-01', chapter: 'driving', title: 'First Drive', par: 2,
    description: 'Forward moves the tank one hexagon. Drive onto the star.',
    map: ['bbBb'],
    start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_F|||||',
  },
  {
    id: 'pt-02', chapter: 'driving', title: 'Sixty Degrees', par: 4,
    description: 'A hexagon has six sides: a turn is only 60 degrees.',
    map: ['bB#', '#b#', '##B'],
    start: { row: 0, col: 0, dir: 0 }, subLengths: [5, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_R_F_F|||||',
  },
  {
    id: 'pt-03', chapter: 'driving', title: 'Left and Right', par: 6,
    description: 'Turn left, then right. Every star must be collected.',
    map: ['####', '##bB', '##B#', 'bb##'],
    start: { row: 3, col: 0, dir: 0 }, subLengths: [8, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_L_F_F_R_F|||||',
  },
  {
    id: 'pt-04', chapter: 'driving', title: 'About Face', par: 8,
    description: 'Turning around takes three turns on hexagons.',
    map: ['BbbbB'],
    start: { row: 0, col: 3, dir: 0 }, subLengths: [8, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_R_R_R_F_F_F_F|||||',
  },
  // loops
  {
    id: 'pt-05', chapter: 'loops', title: 'Long Road', par: 2,
    description: 'Two slots are not enough to drive this far. A function can call itself: F1 can end by calling F1.',
    map: ['bbbBbbbBbbBB'],
    start: { row: 0, col: 0, dir: 0 }, subLengths: [2, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_1|||||',
  },
  {
    id: 'pt-06', chapter: 'loops', title: 'Ring Road', par: 3,
    description: 'Drive round the ring: a loop that turns.',
    map: ['#bB', 'B#B', '#BB'],
    start: { row: 0, col: 1, dir: 0 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_R_1|||||',
  },
  {
    id: 'pt-07', chapter: 'loops', title: 'Big Ring', par: 4,
    description: 'A bigger ring needs a longer loop.',
    map: ['#bbB#', 'B##b#', 'B###B', 'b##b#', '#BbB#'],
    start: { row: 0, col: 1, dir: 0 }, subLengths: [4, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_F_R_1|||||',
  },
  {
    id: 'pt-08', chapter: 'loops', title: 'Stairs', par: 5,
    description: 'Down the stairs, step by step, as long as it takes.',
    map: ['bb#########', '#bb########', '###Bb######', '####bB#####', '######bb###', '#######Bb##', '#########bb', '##########B'],
    start: { row: 0, col: 0, dir: 0 }, subLengths: [5, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_R_F_L_1|||||',
  },
  {
    id: 'pt-09', chapter: 'loops', title: 'Long Stairs', par: 6,
    description: 'Steps with long treads. Find the pattern that repeats.',
    map: ['bbb#########', '##bBb#######', '#####bBb####', '#######bBb##', '##########bB'],
    start: { row: 0, col: 0, dir: 0 }, subLengths: [6, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_F_R_F_L_1|||||',
  },
  // functions
  {
    id: 'pt-10', chapter: 'functions', title: 'Triangle', par: 7,
    description: 'F1 has two slots. Put the work in F2 and call it again and again.',
    map: ['bbBB', 'B#b#', '#bB#', '#B##'],
    start: { row: 0, col: 0, dir: 0 }, subLengths: [2, 5, 0, 0, 0], allowedCommands: 0,
    solution: '_2_1|_F_F_F_R_R||||',
  },
  {
    id: 'pt-11', chapter: 'functions', title: 'Nesting', par: 7,
    description: 'A function can call another function. Every side of this hexagon is four long.',
    map: ['##bbBbB##', '#b####b##', '#B#####B#', 'b######b#', 'B#######B', 'b######b#', '#B#####B#', '#b####b##', '##BbBbB##'],
    start: { row: 0, col: 2, dir: 0 }, subLengths: [2, 3, 2, 0, 0], allowedCommands: 0,
    solution: '_2_1|_3_3_R|_F_F|||',
  },
  {
    id: 'pt-12', chapter: 'functions', title: 'Bumpy Ring', par: 7,
    description: 'Small bumps make a big ring.',
    map: ['########', '##bBb###', '#Bb##bB#', 'b#####b#', 'b######b', 'b#####b#', 'B######B', 'b#####b#', '#bb##Bb#'],
    start: { row: 8, col: 2, dir: 4 }, subLengths: [4, 4, 0, 0, 0], allowedCommands: 0,
    solution: '_L_2_2_1|_F_R_F||||',
  },
  {
    id: 'pt-13', chapter: 'functions', title: 'Crown', par: 10,
    description: 'Two bumps, then a bend. Repeat.',
    map: ['#########', '###B#####', '##BbbbB##', '#bb##bbb#', 'bb#####B#', 'B######b#', 'bb#####bb', 'B########'],
    start: { row: 6, col: 7, dir: 5 }, subLengths: [4, 6, 0, 0, 0], allowedCommands: 0,
    solution: '_2_2_R_1|_R_F_L_L_F_F||||',
  },
  // colours
  {
    id: 'pt-14', chapter: 'colours', title: 'Red Means Right', par: 3,
    description: 'A condition runs an instruction only on cells of its colour. Turn right on red.',
    map: ['bbbBBbbbR#', '###b####b#', '####b####r', '####b###b#', '#####B##B#', '#####rbr##'],
    start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_FrR_1|||||',
  },
  {
    id: 'pt-15', chapter: 'colours', title: 'Two Signals', par: 4,
    description: 'Red says right, green says left.',
    map: ['##gBg####', '#b##b####', '#b#RbbbR#', 'B#b##B#b#', '##b###b#b', '#b####b#r', '#g#####rR'],
    start: { row: 6, col: 1, dir: 5 }, subLengths: [4, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_FrRgL_1|||||',
  },
  {
    id: 'pt-16', chapter: 'colours', title: 'Every Other', par: 4,
    description: 'The road only looks at every second cell.',
    map: ['####gbRbg##', '###b####R##', '###B#####b#', '#########r#', '##########g', '#########B#', '#########b#', '########b##', 'bbbbBgbBg##'],
    start: { row: 8, col: 0, dir: 0 }, subLengths: [4, 0, 0, 0, 0], allowedCommands: 0,
    solution: '_F_FgL_1|||||',
  },
  {
    id: 'pt-17', chapter: 'colours', title: 'Colour Calls', par: 6,
    description: 'Conditions work on calls too: a sharp bend is a function.',
    map: ['###rbR####', '##b##b#rr#', '##b###bB#b', '######g##R', '#########b', '########b#', 'gbbBbbbBr#', 'R#########'],
    start: { row: 2, col: 2, dir: 5 }, subLengths: [4, 2, 0, 0, 0], allowedCommands: 0,
    solution: '_FrRg2_1|_L_L||||',
  },
  {
    id: 'pt-18', chapter: 'colours', title: 'Check Inside', par: 6,
    description: 'A function can check colours of its own.',
    map: ['###########', 'GgbbBrb####', '#r#####B###', '#b#####b###', '##rRbbBbbbb', '########b##', '#########R#'],
    start: { row: 4, col: 10, dir: 3 }, subLengths: [3, 3, 0, 0, 0], allowedCommands: 0,
    solution: '_Fr2_1|_FgR_R||||',
  },
  {
    id: 'pt-19', chapter: 'colours', title: 'Green Corners', par: 6,
    description: 'Look at where the road bends, and what colour it is there.',
    map: ['######', '#bbB##', '#b##bB', 'B###g#', '#b##bb', '#rRb#B', 'b####b', 'bbgRb#'],
    start: { row: 6, col: 0, dir: 1 }, subLengths: [4, 2, 0, 0, 0], allowedCommands: 0,
    solution: '_F_2_F_1|_LgR||||',
  },
  // memory
  {
    id: 'pt-20', chapter: 'memory', title: 'Second Time Lucky', par: 5,
    description: 'Paint a cell to remember that you have been there. Go round once, then take the branch.',
    map: ['#####', '###G#', '###g#', '##G##', '#rgr#', 'g##G#', 'r###r', 'G##g#', '#rgR#'],
    start: { row: 4, col: 1, dir: 0 }, subLengths: [5, 0, 0, 0, 0], allowedCommands: 4,
    solution: '_FrRbLgb_1|||||',
  },
  {
    id: 'pt-21', chapter: 'memory', title: 'Burn the Bridges', par: 4,
    description: 'Green turns right, but only the first time. Paint what you have used.',
    map: ['#######', 'gbbBg##', 'G####b#', 'b####G#', '#r###bg', '#b##bb#', '##B#Rb#', '##ggB##'],
    start: { row: 2, col: 5, dir: 1 }, subLengths: [4, 0, 0, 0, 0], allowedCommands: 1,
    solution: '_FgR_r_1|||||',
  },
  {
    id: 'pt-22', chapter: 'memory', title: 'Footprints', par: 4,
    description: 'Blue cells turn you right. Green ones only when you come back to them.',
    map: ['bggb#####', '###GGgggG', '###gg####', '##g#g####', '##G##g###', '#b###G###', '##g###b##', '##bGgb###'],
    start: { row: 0, col: 0, dir: 0 }, subLengths: [4, 0, 0, 0, 0], allowedCommands: 4,
    solution: '_FbRgb_1|||||',
  },
  {
    id: 'pt-23', chapter: 'memory', title: 'Flip-Flop', par: 5,
    description: 'Red turns right the first time and left the second.',
    map: ['##rr###', '#B#b###', '#b##b##', 'b###b#B', 'r####gr', 'B#####R', '#b#Gbbr', '#rr####'],
    start: { row: 2, col: 4, dir: 1 }, subLengths: [5, 0, 0, 0, 0], allowedCommands: 2,
    solution: '_FrRgLrg_1|||||',
  },
  {
    id: 'pt-24', chapter: 'memory', title: 'Echo', par: 7,
    description: 'Every call waits for its callee to finish. Go as far down the second road as you came along the first.',
    map: ['grrRrB###', '#####g###', '######g##', '######G##', '#######g#', '#######g#', '#######gg', '######G#g'],
    start: { row: 0, col: 0, dir: 0 }, subLengths: [4, 4, 0, 0, 0], allowedCommands: 0,
    solution: '_Fr2gF|_1_R_1_1||||',
  },
  // puzzles
  {
    id: 'pt-25', chapter: 'puzzles', title: 'Signal Box', par: 5,
    description: 'Three colours, and a road that reads them.',
    map: ['########', '##bRb###', '##g##g##', '#b###g##', '#R####B#', 'b#####g#', '#b#####b', '#R####R#', '##bbbRb#'],
    start: { row: 8, col: 3, dir: 0 }, subLengths: [5, 2, 0, 0, 0], allowedCommands: 0,
    solution: 'bFgF_FbL_1|||||',
  },
  {
    id: 'pt-26', chapter: 'puzzles', title: 'Knot', par: 5,
    description: 'Tight turns in a small space.',
    map: ['#####rb', '###bb#b', '#bbB#bg', 'bRRbGB#', '#Bbgb##'],
    start: { row: 0, col: 5, dir: 0 }, subLengths: [5, 2, 0, 0, 0], allowedCommands: 0,
    solution: '_F_RrRgL_1|||||',
  },
  {
    id: 'pt-27', chapter: 'puzzles', title: 'Spiral Staircase', par: 5,
    description: 'Two functions, one colour rule.',
    map: ['#####', '#bb##', '#b#g#', '#Rbb#', '#BRbb', 'bgbB#', '#rbb#', '#bB##'],
    start: { row: 2, col: 3, dir: 4 }, subLengths: [3, 2, 0, 0, 0], allowedCommands: 0,
    solution: '_F_2_1|_LrR||||',
  },
  {
    id: 'pt-28', chapter: 'puzzles', title: 'Garden Path', par: 6,
    description: 'A winding path through a small garden.',
    map: ['###bBb#', '#bBb#b#', '#br#b#R', 'B#B#bb#', '#b##rb#', '#bbB###'],
    start: { row: 4, col: 4, dir: 5 }, subLengths: [4, 3, 0, 0, 0], allowedCommands: 0,
    solution: '_F_L_F_2|rR_1||||',
  },
  {
    id: 'pt-29', chapter: 'puzzles', title: 'Tangle', par: 6,
    description: 'Where does the road cross itself?',
    map: ['######', '###Br#', '#rggBr', '#BGbb#', '##bRb#', '#bbB##', 'bg#r##'],
    start: { row: 6, col: 0, dir: 0 }, subLengths: [4, 2, 0, 0, 0], allowedCommands: 0,
    solution: '_Fr2_2_1|gLrL||||',
  },
  {
    id: 'pt-30', chapter: 'puzzles', title: 'Hairpin', par: 6,
    description: 'Long straights and sudden hairpins.',
    map: ['gBbrbBg', 'b####b#', '#b###B#', '#B##b##', '##b#b##', '##bb###', '###B#g#', '###gb##', '####g##'],
    start: { row: 6, col: 5, dir: 2 }, subLengths: [4, 3, 0, 0, 0], allowedCommands: 0,
    solution: '_F_F_2_1|gRgR||||',
  },
  {
    id: 'pt-31', chapter: 'puzzles', title: 'Double Take', par: 6,
    description: 'Green turns you left, and sometimes looks again.',
    map: ['########', 'B#######', '#r######', '#b##g###', '##b#rB##', '##Bb#r##', '###B##r#', '##bg##B#', '##gbgbbg'],
    start: { row: 8, col: 4, dir: 0 }, subLengths: [4, 2, 0, 0, 0], allowedCommands: 0,
    solution: '_FgL_2_1|gLgF||||',
  },
  {
    id: 'pt-32', chapter: 'puzzles', title: 'Wanderer', par: 7,
    description: 'The colours tell you everything, but not at once.',
    map: ['#gbbB#####', 'B#########', 'r######bg#', 'r#######b#', '#B#######g', '#b######B#', '##b#####r#', '##b####b##', '###GbbgG##'],
    start: { row: 2, col: 7, dir: 0 }, subLengths: [5, 2, 0, 0, 0], allowedCommands: 0,
    solution: '_FgR_2rR_1|rFgF||||',
  },
];
