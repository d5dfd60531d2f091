// Runs before every test file: every error body the app's API answers with is checked against the
// OpenAPI document (tests/helpers/errorBodies.ts).
import { checkedFetch } from "@/tests/helpers/errorBodies";

globalThis.fetch = checkedFetch(globalThis.fetch);
