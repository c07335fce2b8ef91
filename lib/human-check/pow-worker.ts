/**
 * Solves one proof-of-work challenge off the main thread with altcha-lib's own solver, so typing
 * in the form never waits for it. Answers { number, took } or null (not solvable).
 */
import { solveChallenge } from 'altcha-lib/v1';
import type { PowChallenge } from './types';

addEventListener('message', async (event: MessageEvent<PowChallenge>) => {
  const { challenge, salt, algorithm, maxnumber } = event.data;
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  postMessage(solution);
});
