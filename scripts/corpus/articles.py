def all_editions(vocab):
    return {}
