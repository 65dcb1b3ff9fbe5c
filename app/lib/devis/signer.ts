// Who signs a devis online, compared with whom it is addressed to (docs/decisions/627): the
// same person whatever the case, accents, hyphens or order of first and last names; anyone
// else states their quality towards the client, and the owner's e-mail flags it. Browser-safe.

const words = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !["m", "mme", "mlle", "monsieur", "madame", "mr", "dr"].includes(word))
    .sort()
    .join(" ");

/** « Claire Dubois » signs for « DUBOIS Claire » or « Mme Claire Dubois »: true. */
export function signerIsClient(signerName: string, clientName: string): boolean {
  const signer = words(signerName);
  return signer.length > 0 && signer === words(clientName);
}
