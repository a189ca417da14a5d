// Worker thread of test/emu-float-approx.test.ts: runs a list of jobs.
import { parentPort, workerData } from 'node:worker_threads';
import { runJob, type Job } from './emu-float-approx-work.js';

parentPort!.postMessage((workerData as Job[]).map(runJob));
