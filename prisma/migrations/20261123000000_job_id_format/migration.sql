-- Job ids are shown as job_ + 32 hex (the queue's UUID without dashes); rewrite those stored before.
UPDATE "simulation" SET "jobId" = 'job_' || replace("jobId", '-', '') WHERE "jobId" LIKE '%-%';
