import type { Migration } from '../migrate';

/**
 * One application per SSC result, as before, but an application without its (optional) board is
 * told apart by the student's mobile number too. SSC rolls are numbered per board: two students of
 * different boards who both leave it out may share a roll and batch, and the second was refused as
 * "applied before", shown the first one's reference. The same roll, batch and mobile number still
 * counts once; the new key only lets through rows the old one refused, so no stored row breaks it.
 */
export const boardLessApplications: Migration = {
  version: 3,
  name: 'board-less-applications',
  async up(tx) {
    await tx.exec(`
      DROP INDEX applications_one_per_ssc;
      CREATE UNIQUE INDEX applications_one_per_ssc_result ON applications (
        ssc_board_roll,
        (COALESCE(ssc_board, '')),
        ssc_batch_year,
        (CASE WHEN COALESCE(ssc_board, '') = '' THEN student_mobile_number ELSE '' END)
      );
    `);
  },
};
