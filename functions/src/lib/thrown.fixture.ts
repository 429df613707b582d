/** What `fn` throws (undefined when it returns), for asserting on a refusal's status, code and message. */
export const caught = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
};
