"""A stand-in for the anthropic package: only the two content block types the
seed's code and the scripted claudette need. Not the real SDK."""
