/** What `fn` throws (undefined when it returns), for asserting on a refusal's status, code and message. */
export const caught = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
};

/** A 400 refusal of one field, as the API answers it: `message` overall and on `field`. */
export const refusedOn = (field: string, message: string) => ({
  status: 400,
  message,
  fieldErrors: { [field]: [message] },
});
