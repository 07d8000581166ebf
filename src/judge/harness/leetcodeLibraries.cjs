// What LeetCode's JavaScript has loaded before the user's function runs, as
// its language notes say ("lodash.js library is included by default"; "you
// may use 5.4.0 version of datastructures-js/priority-queue and 4.2.3 version
// of datastructures-js/queue and 1.0.4 version of datastructures-js/deque"),
// as the globals its solutions use without a require. Bundled on its own
// (scripts/build.mjs) and written into the run folder by the harness
// (javascript.ts), so the user's file finds them as it finds them there.
const _ = require('lodash');
const { PriorityQueue, MinPriorityQueue, MaxPriorityQueue } = require('@datastructures-js/priority-queue');
const { Queue } = require('@datastructures-js/queue');
const { Deque } = require('@datastructures-js/deque');

Object.assign(globalThis, { _, PriorityQueue, MinPriorityQueue, MaxPriorityQueue, Queue, Deque });
